import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import './portal.css';
import { PortalApp } from './PortalApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <PortalApp config={readRuntimeConfig()} />
  </StrictMode>,
);

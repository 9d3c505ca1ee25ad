import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '@portail/contracts';
import '@portail/ui/base.css';
import './account.css';
import { AccountApp } from './AccountApp.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <AccountApp config={readRuntimeConfig()} />
  </StrictMode>,
);

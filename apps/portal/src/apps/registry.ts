import type { AppDeclaration } from '../routing/app-declaration.ts';
import type { ModuleLoader } from '../routing/app-module.ts';
import { a11y } from './a11y/declaration.ts';
import { food } from './food/declaration.ts';
import { news } from './news/declaration.ts';
import { ohdio } from './ohdio/declaration.ts';
import { stories } from './stories/declaration.ts';
import { tv } from './tv/declaration.ts';
import { utils } from './utils/declaration.ts';
import { webmaster } from './webmaster/declaration.ts';

/**
 * The content applications this portal ships, each a lazily loaded chunk, in the order the route
 * table registers them. Adding one: its folder (declaration.ts, its module, its stylesheet) and its
 * line here; everything else (route table, application switch, module loaders, pre-rendering, the
 * gates' route lists) follows from this list.
 */
const declarations = [news, ohdio, tv, stories, food, a11y, utils, webmaster] as const;

export type ContentAppId = (typeof declarations)[number]['id'];

export const contentApps: readonly AppDeclaration<string, ContentAppId>[] = declarations;

/** Each content application's chunk, loaded on first use: its declaration's `load` itself. */
export const moduleLoaders: Record<ContentAppId, ModuleLoader> = Object.fromEntries(
  contentApps.map((app) => [app.id, app.load]),
) as Record<ContentAppId, ModuleLoader>;

import {
  DocumentArrowUp24Regular,
  TextT24Regular,
  DocumentSync24Regular,
  TextWrap24Regular,
  AppsList24Regular,
  ArrowRepeatAll24Regular,
  ArrowReply24Regular,
  ArrowSync24Regular,
  Beaker24Regular,
  BeakerEdit24Regular,
  BookOpen24Regular,
  BrainCircuit24Regular,
  BranchCompare24Regular,
  BranchFork24Regular,
  Building24Regular,
  Chat24Regular,
  Circle24Regular,
  Code24Regular,
  Database24Regular,
  Delete24Regular,
  Dismiss24Regular,
  DocumentBulletList24Regular,
  DocumentSearch24Regular,
  DocumentText24Regular,
  Flash24Regular,
  Flowchart24Regular,
  type FluentIcon,
  Gauge24Regular,
  Globe24Regular,
  Grid24Regular,
  Info24Regular,
  KeyMultiple24Regular,
  Mail24Regular,
  Navigation24Regular,
  Note24Regular,
  Organization24Regular,
  Password24Regular,
  Person24Regular,
  PersonCircle24Regular,
  PersonFeedback24Regular,
  Play24Regular,
  PuzzlePiece24Regular,
  SignOut24Regular,
  Sparkle24Regular,
  Star24Regular,
  TaskListLtr24Regular,
  TextBulletList24Regular,
  Toolbox24Regular,
  WeatherMoon24Regular,
  WeatherSunny24Regular,
} from '@fluentui/react-icons';
import { menuIconMap } from './menuIcons.ts';

/**
 * The icons plugins may name in their manifests. An explicit map, never `import *`: the icon
 * package holds ~27,000 exports and a namespace import would bundle all of them. Not in the web
 * entry (the built-in menus' icons are, menuIcons.ts): pages import it, menus load it on demand.
 * To offer a new icon, import it above and add it here.
 */
export const iconMap: Readonly<Record<string, FluentIcon>> = {
  ...menuIconMap,
  // Agent-flow node icons.
  Play24Regular,
  BrainCircuit24Regular,
  BranchFork24Regular,
  BranchCompare24Regular,
  PersonFeedback24Regular,
  ArrowRepeatAll24Regular,
  ArrowReply24Regular,
  Code24Regular,
  DocumentSearch24Regular,
  Note24Regular,
  Globe24Regular,
  Flowchart24Regular,
  // Further icons a manifest may name (menus of other plugins, pages, credential types).
  Grid24Regular,
  Chat24Regular,
  AppsList24Regular,
  Sparkle24Regular,
  TaskListLtr24Regular,
  KeyMultiple24Regular,
  Toolbox24Regular,
  Database24Regular,
  Beaker24Regular,
  BeakerEdit24Regular,
  Gauge24Regular,
  DocumentText24Regular,
  DocumentBulletList24Regular,
  PersonCircle24Regular,
  Mail24Regular,
  Password24Regular,
  Delete24Regular,
  BookOpen24Regular,
  // Document-store components (loaders, splitters, record manager).
  DocumentArrowUp24Regular,
  TextT24Regular,
  DocumentSync24Regular,
  TextWrap24Regular,
  Building24Regular,
  Organization24Regular,
  // Top bar and profile menu.
  Info24Regular,
  Person24Regular,
  SignOut24Regular,
  Star24Regular,
  WeatherMoon24Regular,
  WeatherSunny24Regular,
  Navigation24Regular,
  Dismiss24Regular,
  ArrowSync24Regular,
  Flash24Regular,
  TextBulletList24Regular,
  PuzzlePiece24Regular,
  Circle24Regular,
};

/** Shown for a name the map does not know. */
export const FALLBACK_ICON: FluentIcon = PuzzlePiece24Regular;

export function hasIcon(name: string): boolean {
  return Object.hasOwn(iconMap, name);
}

/** The icon component for a manifest's icon name; unknown names fall back to a generic icon. */
export function resolveIcon(name: string | undefined): FluentIcon {
  return (name && hasIcon(name) ? iconMap[name] : undefined) ?? FALLBACK_ICON;
}

import type { Setting } from '@/api/settings.ts'

// The built-in settings (settings-defaults.ts) load only when a backend cannot give its own, out of the entry chunk;
// this small set is how the shell knows them from a real answer without loading them.
const builtIn = new WeakSet<Setting>()

export function markBuiltInSetting(setting: Setting): Setting {
  builtIn.add(setting)
  return setting
}

/** Whether the settings in use are the built-in ones (a real answer replaces them). */
export function isBuiltInSetting(setting: Setting): boolean {
  return builtIn.has(setting)
}

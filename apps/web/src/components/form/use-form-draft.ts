import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** The sessionStorage key of a form's draft. */
export function formDraftKey(name: string): string {
  return `sigil.formDraft.${name}`;
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const text = sessionStorage.getItem(key);
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form works on, only without the draft.
  }
}

function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * Keeps a form's typed values in sessionStorage while the user types, and puts them back when the
 * form is created again in the same tab: after "Try again" on a screen that failed to render
 * (ScreenErrorBoundary), a reload, or a return to the page. Call `clear` when the values are done
 * with (submitted successfully, or Cancel). A form opts in by calling it next to `useForm`;
 * only the fields the form has are restored (values of the same type as the form's own), and only
 * for forms whose values are plain JSON (text fields, selects) — never for secrets.
 */
export function useFormDraft<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  name: string,
): { clear: () => void } {
  const key = formDraftKey(name);
  const { getValues, setValue, trigger, watch } = form;

  useEffect(() => {
    const draft = readDraft(key);
    if (draft) {
      const current = getValues() as Record<string, unknown>;
      const restored: Array<Path<Input>> = [];
      for (const [field, value] of Object.entries(draft)) {
        if (!(field in current) || typeof value !== typeof current[field] || value === current[field])
          continue;
        const path = field as Path<Input>;
        setValue(path, value as PathValue<Input, Path<Input>>, { shouldDirty: true });
        restored.push(path);
      }
      // The messages the values had before, so Next/Save is enabled or not as it was.
      if (restored.length > 0) void trigger(restored);
    }
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, getValues, setValue, trigger, watch]);

  const clear = useCallback(() => removeDraft(key), [key]);
  return { clear };
}

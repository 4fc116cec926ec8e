import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('writes with the Clipboard API', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await expect(copyText('no cap')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('no cap');
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    let copied: string | undefined;
    const execCommand = vi.fn((command: string) => {
      const field = document.activeElement;
      copied = field instanceof HTMLTextAreaElement ? field.value : undefined;
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();

    await expect(copyText('lowkey fire')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('lowkey fire');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    button.remove();
  });

  it('reports failure when neither way works', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await expect(copyText('text')).resolves.toBe(false);
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('text')).resolves.toBe(false);
  });
});

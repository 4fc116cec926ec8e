// `sourceLanguage: "auto"` on POST /api/translate and `from: "auto"` on POST /v1/translate (issue 27 item 3): the
// text's style is detected first, and the request goes on as if it had named that style.
import { AUTO_DETECT } from '@shared/schemas/translate';
import { AppError } from '../../errors';
import type { PipelineRequest } from '../pipeline';
import { getStyleDetector } from './style-detector';

export interface ResolvedSource {
  request: PipelineRequest;
  /** Set when the source was detected. */
  detectedLanguage?: string;
}

/** The request with its source style decided; a text already in the target style is refused with a reason. */
export function withDetectedSource(
  request: PipelineRequest,
  field = 'targetLanguage',
): ResolvedSource {
  if (request.sourceLanguage !== AUTO_DETECT) return { request };
  const [best] = getStyleDetector().detect(request.inputText, 1);
  if (!best) return { request };
  if (best.code === request.targetLanguage) {
    const message = `The text already looks like ${best.name}. Choose another style to translate into.`;
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ field, message }]);
  }
  return { request: { ...request, sourceLanguage: best.code }, detectedLanguage: best.code };
}

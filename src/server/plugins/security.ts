// Security headers (with a Content-Security-Policy the built app passes) and response compression.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Video platforms the daily video card may embed (spec 1 §5: short-video, photo-sharing and long-video). */
const VIDEO_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://www.tiktok.com',
  'https://www.instagram.com',
];

export async function registerSecurity(app: FastifyInstance) {
  const httpsOnly = app.config.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        frameSrc: VIDEO_FRAME_SOURCES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Embedded players from other origins must still load.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: httpsOnly,
  });
  await app.register(compress, { global: true, threshold: 1024 });
}

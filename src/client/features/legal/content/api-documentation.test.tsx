import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API_ENDPOINTS,
  API_OPENAPI_URL,
  API_REFERENCE_URL,
  ApiDocumentation,
} from './api-documentation';

describe('ApiDocumentation', () => {
  it('links to the reference page and the OpenAPI document as plain server pages', () => {
    render(<ApiDocumentation />);
    expect(screen.getByRole('link', { name: API_REFERENCE_URL })).toHaveAttribute(
      'href',
      '/docs/api',
    );
    expect(screen.getByRole('link', { name: API_OPENAPI_URL })).toHaveAttribute(
      'href',
      '/v1/openapi.json',
    );
  });

  it('says where keys come from and lists the five endpoints', () => {
    render(<ApiDocumentation />);
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
    const table = screen.getByRole('table', { name: 'Endpoints of the public API' });
    const routes = API_ENDPOINTS.map(({ route }) => route);
    expect(routes).toEqual([
      'POST /v1/translate',
      'POST /v1/tts',
      'GET /v1/history',
      'GET /v1/languages',
      'GET /v1/usage',
    ]);
    for (const route of routes) expect(within(table).getByText(route)).toBeInTheDocument();
  });

  it('states the base URL, the limits, the quota and the rate-limit headers', () => {
    render(<ApiDocumentation />);
    expect(screen.getAllByText(window.location.origin, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText(/60 requests per minute/)).toBeInTheDocument();
    expect(screen.getByText(/100,000/)).toBeInTheDocument();
    expect(screen.getAllByText('Retry-After').length).toBeGreaterThan(0);
    expect(screen.getAllByText('RateLimit-Policy').length).toBeGreaterThan(0);
  });
});

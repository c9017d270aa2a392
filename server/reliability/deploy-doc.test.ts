import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderNginxSite } from '../../deploy/render-nginx-site';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('docs/DEPLOY.md', () => {
  const doc = read('docs/DEPLOY.md');
  it.each(['deploy/nginx-site.conf.template', 'deploy/synapse-ia@.service', 'deploy/environment.example'])('shows %s exactly as the deployment test uses it', (path) => {
    const block = doc.match(new RegExp(`<!-- file: ${path.replace(/[.@]/g, '\\$&')} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``))?.[1];
    expect(block).toBe(read(path));
  });
  it('renders the template with every placeholder filled', () => {
    const site = renderNginxSite({ listen: '80', serverName: 'www.exemple.fr', upstreams: ['127.0.0.1:3000', '127.0.0.1:3001'] });
    expect(site).not.toMatch(/\{\{/);
    expect(site).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;');
    expect(site).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });
  it('renders HTTPS with HTTP/2, and plain HTTP moving to it, only given a certificate', () => {
    const tls = { certificate: '/etc/letsencrypt/live/www.exemple.fr/fullchain.pem', certificateKey: '/etc/letsencrypt/live/www.exemple.fr/privkey.pem' };
    const site = renderNginxSite({ listen: '443', serverName: 'www.exemple.fr', upstreams: ['127.0.0.1:3000'], tls, httpRedirectListen: '80' });
    expect(site).toContain('listen 443 ssl http2;');
    expect(site).toContain(`ssl_certificate_key ${tls.certificateKey};`);
    expect(site).toContain('return 301 https://$host$request_uri;');
    expect(renderNginxSite({ listen: '80', serverName: '_', upstreams: ['127.0.0.1:3000'] })).not.toMatch(/ssl|return 301/);
    expect(() => renderNginxSite({ listen: '80', serverName: '_', upstreams: ['127.0.0.1:3000'], httpRedirectListen: '8080' })).toThrow();
  });
});

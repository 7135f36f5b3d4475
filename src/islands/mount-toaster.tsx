import { createRoot } from 'react-dom/client';
import Toaster from './Toaster';

/** Renders the site's toaster at the end of the page; loaded only when the first toast is raised. */
export function mountToaster(doc: Document = document) {
  const host = doc.createElement('div');
  doc.body.append(host);
  createRoot(host).render(<Toaster />);
}

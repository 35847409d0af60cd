import { afterFirstPaint } from './platform/after-first-paint';
import './styles.css';

/**
 * The page's one script: the stylesheet is linked from the HTML, and the app (main.tsx: the runtime, the router and
 * hydration) is fetched and started once the server's page is on the screen (decision 0048).
 */
void afterFirstPaint(document.getElementById('root')).then(() => import('./main'));

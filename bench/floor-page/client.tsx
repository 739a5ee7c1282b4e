import { hydrateRoot } from 'react-dom/client';
import { FloorPage } from './page';

hydrateRoot(document.getElementById('root')!, <FloorPage />);

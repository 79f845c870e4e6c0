import { mountStandalone } from '@stepwise/shared/standalone';
import remote from './routes';

mountStandalone(remote);

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI machines run the suites in parallel on two cores: waiting for the screen to show something
// gets more than the library's default second before it counts as never.
configure({ asyncUtilTimeout: 5000 });

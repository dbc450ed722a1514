import { defineRouteSweep } from './route-sweep';

defineRouteSweep('en');

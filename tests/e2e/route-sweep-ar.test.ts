import { defineRouteSweep } from './route-sweep';

defineRouteSweep('ar');

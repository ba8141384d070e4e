// Standalone entry (the shell loads ./lifecycles instead): the async boundary.
void import('./bootstrap');

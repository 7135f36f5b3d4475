export default { test: { include: ['studio/.h-tmp/*.test.ts'], environment: 'node', testTimeout: 60000 } };

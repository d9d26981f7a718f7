"""TypeScript harnesses for libraries on Node (see README.md) and their installer."""

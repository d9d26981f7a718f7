"""Generators: make corpus material from real libraries (pydantic models, captured SDK output)."""

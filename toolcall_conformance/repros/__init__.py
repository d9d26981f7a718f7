"""Repros: for each reason of a field or server baseline, a standalone program that calls the library
directly on one of its cases (templates/, one per harness), and the means to run them."""

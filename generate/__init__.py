"""The project's own generators: what writes the committed files that are not typed by hand (the table
in __main__.py), kept out of the installed package."""

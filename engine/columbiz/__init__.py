"""Columbiz (Simone Luciani, 2011): the rules of ../shared/rules/columbiz.md, C1-C15."""

"""The FIDE (Dutch) System as approved in Istanbul 2012 (C.04.3.1, in force 1 July 2013 - 30 June 2017).

Rules code ``FIDE_DUTCH_2013`` (TRF record 192); the reference engine of that text is JaVaFo 1.4.
The text is a procedure (C.1-C.14) over the definitions A.1-A.11, the criteria B.1-B.6, the
transposition and exchange orders D.1-D.4 and the colour rules E.1-E.5. This package states its
quality order (A.11, C.10) as edge weights of a maximum-weight matching, bracket by bracket, and its
generation order (D.1-D.3) as preferences below every criterion; see :mod:`engine.dutch2012.process`.

Public API: :func:`pair_round` and :func:`explain_round` (reached through
:func:`engine.dutch.pair_round` on a ``RulesEdition.DUTCH_2013`` tournament).
"""

"""Fault injection for the tests and the soak benchmark: a failing or full disk, a read-only drive."""

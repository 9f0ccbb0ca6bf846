"""The program's texts and own files, read without Qt, for the window and the documents alike.

- ``texts.catalogue``: the translation catalogues (``resources/translations/*.ts``) read without Qt for
  the language of a document, ``QT_TRANSLATE_NOOP``, the languages and catalogues of the program;
- ``texts.labels``: how values are named for the arbiter (rating types, tie rules);
- ``texts.resources``: where the program's own files are (``resources/``, installed as
  ``arbiter_desk_resources``).
"""

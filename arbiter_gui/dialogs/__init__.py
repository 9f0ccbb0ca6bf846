"""Form dialogs: each one returns plain values (engine model records), never touches the file."""

package dev.tablewright.ui.tables;

/** The one line the workspace shows for a failure: the message, never a stack trace. */
final class TablesText {
    private TablesText() {
    }

    static String oneLine(Throwable failure) {
        Throwable t = failure;
        while (t.getMessage() == null && t.getCause() != null) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return message.replaceAll("\\s*\\R\\s*", " ").strip();
    }
}

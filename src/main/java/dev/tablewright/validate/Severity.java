package dev.tablewright.validate;

/** How serious a validation finding is: DynamoDB would reject it, or a modeler should look. */
public enum Severity {
    ERROR, WARNING;

    public String label() {
        return name().toLowerCase();
    }
}

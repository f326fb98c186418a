package dev.tablewright.model;

/**
 * A model file's metadata block. Fields are null when the file leaves them out; {@code version}
 * is the NoSQL Workbench format version ("1.0", "2.0" or "3.0").
 */
public record ModelMetadata(String author, String dateCreated, String dateLastModified,
                            String description, String awsService, String version, Extras extras) {
    public static final String CURRENT_VERSION = "3.0";

    public ModelMetadata {
        extras = extras == null ? Extras.none() : extras;
    }

    public static ModelMetadata of(String description) {
        return new ModelMetadata("", null, null, description, "Amazon DynamoDB", CURRENT_VERSION, Extras.none());
    }

    public ModelMetadata withVersion(String newVersion) {
        return new ModelMetadata(author, dateCreated, dateLastModified, description, awsService, newVersion, extras);
    }
}

package dev.tablewright.codegen;

import java.util.Locale;

/** The languages Tablewright writes access-pattern code in, with the SDK each one uses. */
public enum CodeLanguage {
    JAVA("Java", "AWS SDK for Java v2 (DynamoDbClient)"),
    PYTHON("Python", "boto3 (the low-level client)"),
    JAVASCRIPT("JavaScript", "AWS SDK for JavaScript v3 (@aws-sdk/client-dynamodb)"),
    CLI("AWS CLI", "the AWS CLI and jq, in a bash script");

    private final String displayName;
    private final String sdk;

    CodeLanguage(String displayName, String sdk) {
        this.displayName = displayName;
        this.sdk = sdk;
    }

    public String displayName() {
        return displayName;
    }

    /** The SDK or tool the generated code uses. */
    public String sdk() {
        return sdk;
    }

    /** The language for a name such as {@code python} or {@code js} (case-insensitive), or null. */
    public static CodeLanguage fromName(String name) {
        String key = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        switch (key) {
            case "java":
                return JAVA;
            case "python":
            case "py":
                return PYTHON;
            case "javascript":
            case "js":
            case "node":
                return JAVASCRIPT;
            case "cli":
            case "aws":
            case "bash":
            case "sh":
                return CLI;
            default:
                return null;
        }
    }

    @Override
    public String toString() {
        return displayName;
    }
}

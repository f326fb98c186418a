package dev.tablewright.formats.imports;

import java.util.Arrays;
import java.util.stream.Collectors;

/** A kind of file {@code import} reads into a model, with its name on the command line. */
public enum ImportFormat {
    WORKBENCH("workbench", "a NoSQL Workbench model"),
    CLOUDFORMATION("cloudformation", "a CloudFormation or SAM template"),
    MCP_DATA_MODEL("mcp-data-model", "a DynamoDB MCP server dynamodb_data_model.json"),
    MCP_SCHEMA("mcp-schema", "a DynamoDB MCP server code-generation schema.json"),
    ONETABLE("onetable", "a OneTable schema"),
    TERRAFORM("terraform", "Terraform configuration (HCL)");

    private final String cliName;
    private final String description;

    ImportFormat(String cliName, String description) {
        this.cliName = cliName;
        this.description = description;
    }

    /** The name {@code --format} takes. */
    public String cliName() {
        return cliName;
    }

    /** What the file is, in words: "a CloudFormation or SAM template". */
    public String description() {
        return description;
    }

    /** The format of a {@code --format} name, or null. */
    public static ImportFormat fromCliName(String name) {
        return Arrays.stream(values()).filter(f -> f.cliName.equals(name)).findFirst().orElse(null);
    }

    /** Every {@code --format} name, comma separated. */
    public static String cliNames() {
        return Arrays.stream(values()).map(ImportFormat::cliName).collect(Collectors.joining(", "));
    }
}

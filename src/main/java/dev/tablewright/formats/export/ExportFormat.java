package dev.tablewright.formats.export;

/** The forms a model's table definitions can be exported in. */
public enum ExportFormat {
    /** A CloudFormation template in YAML. */
    CLOUDFORMATION("cloudformation"),
    /** A CloudFormation template in JSON. */
    CLOUDFORMATION_JSON("cloudformation-json"),
    /** Terraform configuration: one {@code aws_dynamodb_table} per table. */
    TERRAFORM("terraform"),
    /** {@code aws dynamodb create-table --cli-input-json} input, one document per table. */
    CLI("cli"),
    /** The DynamoDB MCP server's {@code dynamodb_data_model.json}: tables, items and access patterns. */
    MCP_DATA_MODEL("mcp-data-model");

    private final String code;

    ExportFormat(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    /** The format for a code such as {@code "terraform"}, or null when the code names none. */
    public static ExportFormat fromCode(String code) {
        for (ExportFormat format : values()) {
            if (format.code.equals(code)) {
                return format;
            }
        }
        return null;
    }
}

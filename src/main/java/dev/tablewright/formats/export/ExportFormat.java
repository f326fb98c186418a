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
    MCP_DATA_MODEL("mcp-data-model"),
    /** An AWS CDK app in TypeScript (a folder): an L2 Table per table, optionally the items written once it exists. */
    CDK_TYPESCRIPT("cdk-typescript"),
    /** The same AWS CDK app in Java (a Maven project). */
    CDK_JAVA("cdk-java");

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

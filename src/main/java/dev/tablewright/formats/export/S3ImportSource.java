package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a table's items wait to be imported: an S3 bucket and key prefix holding the files
 * {@code generate --format s3-import} writes. In a CloudFormation template it becomes each table's
 * {@code ImportSourceSpecification} (DynamoDB JSON, gzip), so the stack creates the table from them.
 */
public record S3ImportSource(String bucket, String keyPrefix) {
    /**
     * Reads {@code s3://BUCKET/PREFIX}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static S3ImportSource parse(String uri) {
        if (uri == null || !uri.startsWith("s3://") || uri.length() == 5) {
            throw new IllegalArgumentException("'" + uri + "' is not s3://BUCKET/PREFIX");
        }
        String rest = uri.substring(5);
        int slash = rest.indexOf('/');
        String bucket = slash < 0 ? rest : rest.substring(0, slash);
        if (!bucket.matches("[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]")) {
            throw new IllegalArgumentException("'" + bucket + "' is not an S3 bucket name (3-63 lower-case letters, "
                    + "digits, dots and hyphens)");
        }
        return new S3ImportSource(bucket, slash < 0 ? "" : rest.substring(slash + 1));
    }

    /**
     * Gives every table of the template an ImportSourceSpecification: the prefix itself when the
     * template has one table, else the prefix followed by each table's name and a slash.
     */
    public void addTo(ObjectNode template) {
        Map<String, JsonNode> tables = new LinkedHashMap<>();
        template.path("Resources").properties().forEach(e -> {
            if ("AWS::DynamoDB::Table".equals(e.getValue().path("Type").asText())) {
                tables.put(e.getKey(), e.getValue());
            }
        });
        for (JsonNode resource : tables.values()) {
            ObjectNode properties = (ObjectNode) resource.get("Properties");
            String prefix = tables.size() == 1 ? keyPrefix
                    : (keyPrefix.isEmpty() || keyPrefix.endsWith("/") ? keyPrefix : keyPrefix + "/")
                    + properties.path("TableName").asText() + "/";
            ObjectNode spec = properties.putObject("ImportSourceSpecification");
            spec.put("InputFormat", "DYNAMODB_JSON").put("InputCompressionType", "GZIP");
            ObjectNode source = spec.putObject("S3BucketSource").put("S3Bucket", bucket);
            if (!prefix.isEmpty()) {
                source.put("S3KeyPrefix", prefix);
            }
        }
    }
}

package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.ModelFileException;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The one place that tells which format a file to import is in, by what it holds (never by its
 * name), and reads it with that format's reader: a NoSQL Workbench model has {@code ModelName}
 * and {@code DataModel}; a CloudFormation or SAM template {@code Resources} or
 * {@code AWSTemplateFormatVersion}; an MCP {@code dynamodb_data_model.json} a {@code tables}
 * array beside {@code items} or {@code access_patterns}; a OneTable schema a {@code format} of
 * {@code onetable:...}, or {@code models} beside {@code indexes.primary}; Terraform a
 * {@code resource "aws_dynamodb_table"} block. A file that fits none, or more than one,
 * is refused in one line.
 */
public final class ModelImports {
    private static final Pattern TERRAFORM_TABLE = Pattern.compile("(?m)^\\s*resource\\s+\"aws_dynamodb_table\"");

    private ModelImports() {
    }

    /** Reads the file in the format it is found to be in. */
    public static ImportedModel read(Path file) throws ImportException {
        String text = ImportFiles.readText(file);
        return read(file, text, detect(file, text));
    }

    /** Reads the file as {@code format}, whatever it looks like. */
    public static ImportedModel read(Path file, ImportFormat format) throws ImportException {
        return read(file, ImportFiles.readText(file), format);
    }

    /**
     * The format the text is in.
     *
     * @throws ImportException naming the file when it fits no format Tablewright imports, or several
     */
    public static ImportFormat detect(Path file, String text) throws ImportException {
        List<ImportFormat> fits = new ArrayList<>();
        if (TERRAFORM_TABLE.matcher(text).find()) {
            fits.add(ImportFormat.TERRAFORM);
        }
        JsonNode root;
        try {
            root = PositionedTree.parse(file, text).root();
        } catch (ImportException e) {
            if (fits.contains(ImportFormat.TERRAFORM)) {
                return ImportFormat.TERRAFORM;
            }
            throw unknown(file, "it is neither JSON nor YAML nor HCL with an aws_dynamodb_table (" + e.reason() + ")");
        }
        if (root.isObject()) {
            if (root.has("ModelName") && root.has("DataModel")) {
                fits.add(ImportFormat.WORKBENCH);
            }
            if (root.path("Resources").isObject() || root.has("AWSTemplateFormatVersion")) {
                fits.add(ImportFormat.CLOUDFORMATION);
            }
            if (root.path("tables").isArray() && (root.has("items") || root.has("access_patterns"))) {
                fits.add(ImportFormat.MCP_DATA_MODEL);
            }
            if (root.path("tables").isArray() && root.get("tables").path(0).has("table_config")) {
                fits.add(ImportFormat.MCP_SCHEMA);
            }
            if (root.path("format").asText("").startsWith("onetable:")
                    || (root.path("models").isObject() && root.path("indexes").path("primary").isObject())) {
                fits.add(ImportFormat.ONETABLE);
            }
        }
        if (fits.isEmpty() && root.path("entities").isObject() && !root.has("tables")) {
            throw new ImportException(file, 0, "this looks like an MCP usage_data.json (sample values by entity): "
                    + "import the schema.json beside it, which reads it too");
        }
        if (fits.isEmpty()) {
            throw unknown(file, "it has none of the top-level keys they have");
        }
        if (fits.size() > 1) {
            throw new ImportException(file, 0, "ambiguous: it looks like "
                    + fits.stream().map(ImportFormat::description).collect(Collectors.joining(" and like "))
                    + "; name one with --format (" + ImportFormat.cliNames() + ")");
        }
        return fits.get(0);
    }

    private static ImportException unknown(Path file, String why) {
        return new ImportException(file, 0, "not a format Tablewright imports (" + String.join(", ",
                Arrays.stream(ImportFormat.values()).map(ImportFormat::description).toList())
                + "): " + why + "; name one with --format if it is one");
    }

    private static ImportedModel read(Path file, String text, ImportFormat format) throws ImportException {
        return switch (format) {
            case WORKBENCH -> new ImportedModel(workbench(file), format, List.of());
            case CLOUDFORMATION -> CloudFormationImporter.imported(text, file);
            case MCP_DATA_MODEL -> McpDataModelImporter.read(text, file);
            case MCP_SCHEMA -> McpSchemaImporter.read(text, file);
            case ONETABLE -> OneTableImporter.read(text, file);
            case TERRAFORM -> TerraformImporter.read(text, file);
        };
    }

    private static Model workbench(Path file) throws ImportException {
        try {
            return ModelFiles.read(file).model();
        } catch (ModelFileException e) {
            String at = e.jsonPath() == null || e.jsonPath().isEmpty() ? "" : e.jsonPath() + ": ";
            throw new ImportException(e.file(), e.line(), at + e.reason());
        }
    }
}

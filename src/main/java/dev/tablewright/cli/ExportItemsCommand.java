package dev.tablewright.cli;

import dev.tablewright.formats.export.ItemFormat;
import dev.tablewright.formats.export.ItemWriter;
import dev.tablewright.formats.imports.ItemImports;
import dev.tablewright.model.Item;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code export-items MODEL --table T [--facet F] | --pattern P [--format F] [--out FILE]}. */
@Command(name = "export-items", mixinStandardHelpOptions = true,
        description = {"Export a table's items (or a facet's, or an access pattern's results run in memory) as CSV, "
                + "DynamoDB JSON or plain JSON.",
                "csv: name:TYPE headers that import-csv reads back; dynamodb-json: the shape of 'aws dynamodb scan' "
                        + "output, which import-items reads back; json: plain objects."})
public final class ExportItemsCommand extends FileWritingVerb {
    @Mixin
    ModelFile model;

    @Option(names = "--table", paramLabel = "T", description = "the table whose items to export") String table;
    @Option(names = "--facet", paramLabel = "F", description = "only this facet's items") String facet;
    @Option(names = "--pattern", paramLabel = "P", description = "export the results of this access pattern instead")
    String pattern;

    @Option(names = "--param", paramLabel = "NAME=VALUE", description = "a pattern parameter (else its default)")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--format", defaultValue = "csv", paramLabel = "F", description = "csv, dynamodb-json, json, or "
            + "s3-import (gzipped {\"Item\": ...} lines in the --out folder, the layout DynamoDB's import from S3 reads) "
            + "(default: ${DEFAULT-VALUE})") String format;

    @Mixin
    S3ImportOutput s3Output;

    @Option(names = "--out", paramLabel = "FILE", description = "where to write (default: standard output)") Path out;

    @Override
    public Integer call() throws Exception {
        boolean s3 = format.equals("s3-import");
        ItemFormat chosen = ItemFormat.fromCode(format);
        if (chosen == null && !s3) {
            throw new ParameterException(spec.commandLine(), "--format must be csv, dynamodb-json, json or s3-import; was '"
                    + format + "'");
        }
        if (s3 && out == null) {
            throw new ParameterException(spec.commandLine(), "--format s3-import writes a folder: name it with --out");
        }
        s3Output.checkFileSize();
        if ((table == null) == (pattern == null)) {
            throw new ParameterException(spec.commandLine(), "name a table with --table or an access pattern with --pattern");
        }
        if (facet != null && table == null) {
            throw new ParameterException(spec.commandLine(), "--facet needs --table");
        }
        if (!s3) {
            output.refuseOverwrite(spec, out);
        }
        Model loaded = model.readValid("nothing was written");
        Table source;
        List<Item> items;
        if (pattern != null) {
            AccessPattern chosenPattern = loaded.findPattern(pattern).orElseThrow(() -> new IllegalArgumentException(
                    model + ": no access pattern '" + pattern + "'"));
            items = PatternRunner.run(InMemoryEngine.of(loaded), PatternBinder.bind(loaded, chosenPattern, params)).items();
            source = ItemImports.table(loaded, chosenPattern.table(), model.path());
        } else {
            source = ItemImports.table(loaded, table, model.path());
            Facet only = ItemImports.facet(source, facet, model.path());
            items = only == null ? source.allItems() : only.items();
        }
        if (s3) {
            spec.commandLine().getOut().println(s3Output.write(output, out, items.iterator()));
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        String text = ItemWriter.write(items, source.keySchema(), chosen);
        if (out == null) {
            spec.commandLine().getOut().print(text);
            spec.commandLine().getOut().flush();
            return TablewrightCommand.OK;
        }
        OutputFileOption.write(out, text);
        spec.commandLine().getOut().printf("wrote %d items to %s as %s%n", items.size(), out, chosen.code());
        spec.commandLine().getOut().flush();
        return TablewrightCommand.OK;
    }
}

package dev.tablewright.cli;

import dev.tablewright.formats.imports.CsvImport;
import dev.tablewright.formats.imports.CsvItemReader;
import dev.tablewright.formats.imports.ImportFiles;
import dev.tablewright.formats.imports.ItemImportException;
import dev.tablewright.formats.imports.ItemImports;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.imports.CsvColumn;
import dev.tablewright.formats.imports.SourcedItem;
import dev.tablewright.model.AttributeType;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code import-csv MODEL --table T [--facet F] FILE.csv [--out MODEL2]}: CSV rows as items. */
@Command(name = "import-csv", mixinStandardHelpOptions = true,
        description = {"Add the rows of a CSV file to a table or facet as items.",
                "The first row names the attributes, optionally typed: Salary:N, Active:BOOL, Photo:B (base64), "
                        + "Tags:SS (a JSON array), Address:M (JSON). Untyped key columns take the key's type; "
                        + "other untyped cells are N when a number, BOOL when true/false, else S. "
                        + "An empty cell leaves the attribute out; a facet's key aliases may head the key columns.",
                "Nothing is saved when a row has a bad value, lacks a key, or repeats a primary key "
                        + "(of the file or of the model): each problem is printed as FILE:LINE: cause."})
public final class ImportCsvCommand extends Verb {
    @Mixin
    ItemImportOptions options;

    @Parameters(index = "1", paramLabel = "FILE.csv", description = "the CSV file (UTF-8)") Path csv;

    @picocli.CommandLine.Option(names = "--preview", arity = "0..1", fallbackValue = "10", paramLabel = "N",
            description = "show the columns with their types and the first N rows (default 10) as items, "
                    + "with any problems in them, and save nothing")
    Integer preview;

    @Override
    public Integer call() throws Exception {
        if (preview == null) {
            options.refuseOverwrite(spec); // a preview writes nothing
        }
        Model loaded = options.model.readValid("nothing was written");
        Table table = ItemImports.table(loaded, options.table, options.model.path());
        CsvImport read;
        try (Reader reader = new StringReader(ImportFiles.readText(csv))) {
            read = preview != null
                    ? CsvItemReader.preview(reader, table, ItemImports.facet(table, options.facet, options.model.path()), preview)
                    : CsvItemReader.read(reader, table, ItemImports.facet(table, options.facet, options.model.path()));
        }
        if (preview != null) {
            return showPreview(read, table);
        }
        if (read.hasProblems()) {
            return ItemImportOptions.report(new ItemImportException(csv, read.problems()), spec.commandLine().getErr());
        }
        return options.addAndSave(loaded, read.rows(), csv, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private int showPreview(CsvImport read, Table table) {
        PrintWriter out = spec.commandLine().getOut();
        out.println("columns of " + csv + " for table " + table.name() + ":");
        Map<String, Set<AttributeType>> seen = read.typesSeen();
        for (CsvColumn column : read.columns()) {
            String type = column.inferred()
                    ? seen.getOrDefault(column.attribute(), Set.of()).stream().map(String::valueOf).sorted()
                            .collect(Collectors.joining("|", "", "  (inferred from the cells)"))
                    : column.type() + (column.header().contains(":") ? "  (given in the header)" : "  (the key's type)");
            out.println("  " + column.attribute() + "  " + type);
        }
        out.println("first " + read.rows().size() + " row(s) as items:");
        for (SourcedItem row : read.rows()) {
            out.println("  line " + row.line() + ": " + DynamoJson.write(row.item()));
        }
        out.println(read.hasProblems() ? read.problems().size() + " problem(s) in these rows:" : "no problems in these rows;"
                + " nothing was saved (run without --preview to import)");
        out.flush();
        if (read.hasProblems()) {
            return ItemImportOptions.report(new ItemImportException(csv, read.problems()), spec.commandLine().getErr());
        }
        return 0;
    }
}

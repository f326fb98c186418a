package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.Item;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code itemsize}: an item's size as DynamoDB counts it, and what reading or writing it costs. */
@Command(name = "itemsize", mixinStandardHelpOptions = true,
        description = "Size in bytes of DynamoDB JSON items, and the write and read units they cost.")
public final class ItemSizeCommand extends Verb {
    static final class Source {
        @Option(names = "--item", paramLabel = "JSON", description = "one item in DynamoDB JSON") String item;
        @Option(names = "--items", paramLabel = "FILE.jsonl", description = "items in DynamoDB JSON, one per line")
        Path items;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--json", description = "print JSON lines, one per item") boolean json;

    @Override
    public Integer call() throws Exception {
        List<String> lines = source.item != null ? List.of(source.item)
                : UserTextFiles.lines(source.items).stream().filter(l -> !l.isBlank()).toList();
        // every item is read and checked before anything is printed: a refused item gets its line alone
        List<Item> items = new java.util.ArrayList<>();
        int lineNumber = 0;
        for (String line : lines) {
            lineNumber++;
            String where = source.items == null ? "--item" : source.items + ":" + lineNumber;
            Item item;
            try {
                item = DynamoJson.parseItem(line);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage());
            }
            // DynamoDB refuses such an item whatever its size: say why instead of sizing it
            for (Finding problem : ModelValidator.checkItem(item)) {
                if (problem.severity() == Severity.ERROR) {
                    throw new IllegalArgumentException(where + ": " + (problem.path().isEmpty() ? "" : problem.path()
                            + ": ") + problem.message());
                }
            }
            items.add(item);
        }
        PrintWriter out = spec.commandLine().getOut();
        ObjectMapper mapper = new ObjectMapper();
        if (!json) {
            out.printf("%10s %5s %12s %14s%n", "bytes", "WCU", "RCU strong", "RCU eventual");
        }
        for (Item item : items) {
            long size = ItemSize.of(item);
            long wcu = CapacityUnits.writeBlocks(size);
            double strong = CapacityUnits.getItem(size, CapacityUnits.ReadKind.STRONG);
            double eventual = CapacityUnits.getItem(size, CapacityUnits.ReadKind.EVENTUAL);
            if (json) {
                ObjectNode n = mapper.createObjectNode();
                n.put("bytes", size).put("wcu", wcu).put("rcuStrong", strong).put("rcuEventual", eventual);
                out.println(mapper.writeValueAsString(n));
            } else {
                out.printf("%10d %5d %12s %14s%n", size, wcu, strong, eventual);
            }
        }
        out.flush();
        return TablewrightCommand.OK;
    }
}

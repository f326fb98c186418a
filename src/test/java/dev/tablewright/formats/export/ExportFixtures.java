package dev.tablewright.formats.export;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The models the export tests run on: the shipped ones, the reference Workbench files, and one with everything. */
final class ExportFixtures {
    static final List<Path> SHIPPED = List.of(
            Path.of("models/hr-oe.json"), Path.of("models/gaming.json"), Path.of("models/person-records.json"));
    static final Path REFERENCE = Path.of("src/test/resources/reference/workbench-models");

    private ExportFixtures() {
    }

    static List<Path> shippedAndReference() throws IOException {
        List<Path> all = new ArrayList<>(SHIPPED);
        try (Stream<Path> files = Files.list(REFERENCE)) {
            files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(all::add);
        }
        return all;
    }

    /** Writes {@link #everything()} to a model file in {@code folder}. */
    static Path everythingFile(Path folder) throws IOException {
        Path file = folder.resolve("everything.json");
        ModelFiles.write(everything(), file);
        return file;
    }

    /**
     * Two tables using every part of a definition: provisioned with auto scaling (one scaling with a
     * named role, one with none), an index with its own throughput, INCLUDE/KEYS_ONLY/ALL projections,
     * three LSIs, number and binary keys, TTL, a stream, PITR, a customer managed key and tags; and an on-demand table with a binary partition key and a GSI
     * with a multi-attribute key (2 HASH and 3 RANGE attributes), on-demand maximum and warm throughput.
     */
    static Model everything() {
        KeyAttribute tenant = KeyAttribute.of("tenant", ScalarType.S);
        Table orders = new Table("Orders.Everything-1", KeySchema.of(tenant, KeyAttribute.of("seq", ScalarType.N)),
                List.of(),
                List.of(new SecondaryIndex("by-status", IndexKind.GSI,
                                KeySchema.of(KeyAttribute.of("status", ScalarType.S), KeyAttribute.of("total", ScalarType.N)),
                                Projection.include(List.of("customer", "lines")), ProvisionedCapacity.of(4, 2), null, Extras.none()),
                        SecondaryIndex.gsi("byCustomer", KeySchema.of(KeyAttribute.of("customer", ScalarType.S)),
                                Projection.keysOnly())),
                List.of(SecondaryIndex.lsi("byTotal", KeySchema.of(tenant, KeyAttribute.of("total", ScalarType.N)),
                                Projection.include(List.of("status"))),
                        SecondaryIndex.lsi("bySku", KeySchema.of(tenant, KeyAttribute.of("sku", ScalarType.B)),
                                Projection.keysOnly()),
                        SecondaryIndex.lsi("byDate", KeySchema.of(tenant, KeyAttribute.of("placedOn", ScalarType.S)),
                                Projection.all())),
                List.of(), List.of(), BillingMode.PROVISIONED,
                new ProvisionedCapacity(7, 3, new AutoScaling(2, 50, 65.5, "MyScalingRole"),
                        new AutoScaling(1, 20, 80, null)),
                Extras.none(), new TableSettings("expiresAt", StreamViewType.NEW_AND_OLD_IMAGES, false,
                        TableClass.STANDARD_INFREQUENT_ACCESS, null, null, true, 7,
                        new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, "arn:aws:kms:eu-west-1:111122223333:key/abc"),
                        Map.of("team", "orders")));
        Table audit = new Table("AuditLog", KeySchema.of(KeyAttribute.of("id", ScalarType.B)), List.of(),
                List.of(SecondaryIndex.gsi("byActor",
                        KeySchema.of(KeyAttribute.of("actor", ScalarType.S), KeyAttribute.of("at", ScalarType.N)),
                        Projection.include(List.of("action"))),
                        SecondaryIndex.gsi("byOrgAndTime", KeySchema.of(
                                List.of(KeyAttribute.of("org", ScalarType.S), KeyAttribute.of("shard", ScalarType.N)),
                                List.of(KeyAttribute.of("day", ScalarType.S), KeyAttribute.of("at", ScalarType.N),
                                        KeyAttribute.of("digest", ScalarType.B))),
                                Projection.keysOnly())),
                List.of(), List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(),
                new TableSettings(null, StreamViewType.KEYS_ONLY, false, null, new Throughput(100L, 50L),
                        new Throughput(13000L, 5000L), false, null, new Encryption(Encryption.KeyType.AWS_MANAGED, null),
                        Map.of()));
        return new Model("Everything", ModelMetadata.of("every part of a table definition"), List.of(orders, audit),
                List.of(), Extras.none());
    }
}

package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A table's settings: TTL attribute, stream, deletion protection, table class, on-demand maximum
 * and warm throughput, point-in-time recovery and its period, encryption at rest and tags (a line
 * {@code key = value} each). Numbers are typed as text and checked: throughput in whole units of 1
 * or more, a recovery period of 1 to 35 days; a customer managed key needs its KMS key; tag keys
 * are unique. OK is one undoable edit. A setting left at DynamoDB's default stays unset in the file.
 */
public final class TableSettingsViewModel extends FormViewModel {
    private final Table table;
    private final StringProperty timeToLive = new SimpleStringProperty("");
    private final ObjectProperty<StreamViewType> stream = new SimpleObjectProperty<>();
    private final BooleanProperty deletionProtection = new SimpleBooleanProperty();
    private final ObjectProperty<TableClass> tableClass = new SimpleObjectProperty<>(TableClass.STANDARD);
    private final StringProperty maxReadUnits = new SimpleStringProperty("");
    private final StringProperty maxWriteUnits = new SimpleStringProperty("");
    private final StringProperty warmReadUnits = new SimpleStringProperty("");
    private final StringProperty warmWriteUnits = new SimpleStringProperty("");
    private final BooleanProperty pointInTimeRecovery = new SimpleBooleanProperty();
    private final StringProperty recoveryDays = new SimpleStringProperty("");
    private final ObjectProperty<Encryption.KeyType> keyType = new SimpleObjectProperty<>(Encryption.KeyType.OWNED);
    private final StringProperty kmsKey = new SimpleStringProperty("");
    private final StringProperty tags = new SimpleStringProperty("");

    /** A form showing {@code table}'s settings. */
    public TableSettingsViewModel(Model model, Table table) {
        super(model);
        this.table = table;
        TableSettings s = table.settings();
        timeToLive.set(orEmpty(s.timeToLiveAttribute()));
        stream.set(s.stream());
        deletionProtection.set(s.deletionProtection());
        tableClass.set(s.effectiveTableClass());
        show(s.onDemandThroughput(), maxReadUnits, maxWriteUnits);
        show(s.warmThroughput(), warmReadUnits, warmWriteUnits);
        pointInTimeRecovery.set(s.pointInTimeRecovery());
        recoveryDays.set(s.recoveryPeriodDays() == null ? "" : s.recoveryPeriodDays().toString());
        if (s.encryption() != null) {
            keyType.set(s.encryption().keyType());
            kmsKey.set(orEmpty(s.encryption().kmsKeyId()));
        }
        tags.set(s.tags().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                .collect(Collectors.joining("\n")));
        watch(timeToLive, stream, deletionProtection, tableClass, maxReadUnits, maxWriteUnits, warmReadUnits,
                warmWriteUnits, pointInTimeRecovery, recoveryDays, keyType, kmsKey, tags);
    }

    private static void show(Throughput t, StringProperty read, StringProperty write) {
        if (t != null) {
            read.set(t.readUnitsPerSecond() == null ? "" : t.readUnitsPerSecond().toString());
            write.set(t.writeUnitsPerSecond() == null ? "" : t.writeUnitsPerSecond().toString());
        }
    }

    @Override
    public String title() {
        return "Settings of table " + table.name();
    }

    /** The attribute holding each item's expiry (epoch seconds); empty for no TTL. */
    public StringProperty timeToLiveProperty() { return timeToLive; }
    /** The stream's view type, or null for no stream. */
    public ObjectProperty<StreamViewType> streamProperty() { return stream; }
    public BooleanProperty deletionProtectionProperty() { return deletionProtection; }
    public ObjectProperty<TableClass> tableClassProperty() { return tableClass; }
    /** On-demand maximum read request units per second; empty for no maximum. */
    public StringProperty maxReadUnitsProperty() { return maxReadUnits; }
    public StringProperty maxWriteUnitsProperty() { return maxWriteUnits; }
    /** Warm throughput, read units per second; empty for none asked. */
    public StringProperty warmReadUnitsProperty() { return warmReadUnits; }
    public StringProperty warmWriteUnitsProperty() { return warmWriteUnits; }
    public BooleanProperty pointInTimeRecoveryProperty() { return pointInTimeRecovery; }
    /** Days point-in-time recovery keeps (1 to 35); empty for DynamoDB's 35. */
    public StringProperty recoveryDaysProperty() { return recoveryDays; }
    public ObjectProperty<Encryption.KeyType> keyTypeProperty() { return keyType; }
    /** The customer managed KMS key's id or ARN. */
    public StringProperty kmsKeyProperty() { return kmsKey; }
    /** Tags, a line {@code key = value} each. */
    public StringProperty tagsProperty() { return tags; }

    @Override
    protected String problem() {
        for (Object[] units : new Object[][] {{"On-demand maximum read units", maxReadUnits},
                {"On-demand maximum write units", maxWriteUnits}, {"Warm read units", warmReadUnits},
                {"Warm write units", warmWriteUnits}}) {
            String text = ((StringProperty) units[1]).get();
            if (!blank(text) && positive(text) == null) {
                return units[0] + " is a whole number of 1 or more, or empty";
            }
        }
        if (!blank(recoveryDays.get())) {
            Long days = positive(recoveryDays.get());
            if (days == null || days > 35) {
                return "The recovery period is 1 to 35 days, or empty for 35";
            }
            if (!pointInTimeRecovery.get()) {
                return "A recovery period needs point-in-time recovery on";
            }
        }
        if (keyType.get() == Encryption.KeyType.CUSTOMER_MANAGED && blank(kmsKey.get())) {
            return "A customer managed key needs its KMS key id or ARN";
        }
        parseTags();
        return null;
    }

    /** The whole number typed, or null when it is not one of 1 or more. */
    private static Long positive(String text) {
        try {
            long value = Long.parseLong(strip(text));
            return value >= 1 ? value : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private Map<String, String> parseTags() {
        Map<String, String> result = new LinkedHashMap<>();
        for (String line : strip(tags.get()).lines().map(String::strip).filter(s -> !s.isEmpty()).toList()) {
            String[] parts = line.split("\\s*=\\s*", 2);
            if (parts.length != 2 || parts[0].isEmpty()) {
                throw new IllegalArgumentException("Tags are lines 'key = value', not '" + line + "'");
            }
            if (result.put(parts[0], parts[1].strip()) != null) {
                throw new IllegalArgumentException("Tag key " + parts[0] + " is given twice: tag keys are unique");
            }
        }
        return result;
    }

    @Override
    protected Result build() {
        TableSettings old = table.settings();
        TableClass chosenClass = tableClass.get() == TableClass.STANDARD && old.tableClass() == null ? null
                : tableClass.get();
        Encryption encryption = keyType.get() == null
                || keyType.get() == Encryption.KeyType.OWNED && old.encryption() == null ? null
                : new Encryption(keyType.get(),
                keyType.get() == Encryption.KeyType.CUSTOMER_MANAGED ? strip(kmsKey.get()) : null);
        TableSettings settings = new TableSettings(blank(timeToLive.get()) ? null : strip(timeToLive.get()),
                stream.get(), deletionProtection.get(), chosenClass, throughput(maxReadUnits, maxWriteUnits),
                throughput(warmReadUnits, warmWriteUnits), pointInTimeRecovery.get(),
                blank(recoveryDays.get()) ? null : positive(recoveryDays.get()).intValue(), encryption, parseTags(),
                old.indexThroughput());
        return new Result("Edit settings of " + table.name(), SchemaEdits.putSettings(model, table.name(), settings));
    }

    private static Throughput throughput(StringProperty read, StringProperty write) {
        Long r = blank(read.get()) ? null : positive(read.get());
        Long w = blank(write.get()) ? null : positive(write.get());
        return r == null && w == null ? null : new Throughput(r, w);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}

package dev.tablewright.ui.items;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.ValueText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * How much of a view one partition key value holds: items, bytes, their shares, and whether it
 * stands out enough to be a write-sharding candidate (at least a quarter of the items, in a view
 * of at least 8 items spread over more than one partition).
 */
public record PartitionLoad(String partition, int items, long bytes, double itemShare, double byteShare,
                            boolean hot) {
    static final double HOT_SHARE = 0.25;
    static final int MIN_ITEMS = 8;

    /**
     * The partitions of the rows, largest by bytes first; a partition of a multi-attribute key is
     * named by its values joined with " · ".
     */
    static List<PartitionLoad> of(List<ItemGridViewModel.Row> rows, List<String> partitionKeys) {
        Map<String, long[]> sums = new LinkedHashMap<>();
        long totalBytes = 0;
        long[] sum = null;
        for (ItemGridViewModel.Row row : rows) {
            Item item = row.item();
            long size = ItemSize.of(item);
            if (sum == null || row.groupStart()) { // rows come grouped by partition: name each group once
                sum = sums.computeIfAbsent(partitionOf(item, partitionKeys), k -> new long[2]);
            }
            sum[0]++;
            sum[1] += size;
            totalBytes += size;
        }
        int totalItems = rows.size();
        boolean canBeHot = totalItems >= MIN_ITEMS && sums.size() > 1;
        List<PartitionLoad> loads = new ArrayList<>();
        for (Map.Entry<String, long[]> e : sums.entrySet()) {
            double itemShare = (double) e.getValue()[0] / totalItems;
            double byteShare = totalBytes == 0 ? 0 : (double) e.getValue()[1] / totalBytes;
            loads.add(new PartitionLoad(e.getKey(), (int) e.getValue()[0], e.getValue()[1], itemShare, byteShare,
                    canBeHot && itemShare >= HOT_SHARE));
        }
        loads.sort(Comparator.comparingLong(PartitionLoad::bytes).reversed().thenComparing(PartitionLoad::partition));
        return loads;
    }

    private static String partitionOf(Item item, List<String> partitionKeys) {
        if (partitionKeys.size() == 1) {
            return ValueText.of(item.get(partitionKeys.get(0)));
        }
        StringJoiner joined = new StringJoiner(" · ");
        partitionKeys.forEach(name -> joined.add(ValueText.of(item.get(name))));
        return joined.toString();
    }
}

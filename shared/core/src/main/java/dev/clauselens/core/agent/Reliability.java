package dev.clauselens.core.agent;

import java.util.ArrayList;
import java.util.List;

/**
 * How far stated confidence can be trusted: predictions grouped into ten confidence bins, each bin's share
 * right against its mean confidence (a reliability diagram), and the expected calibration error, the
 * bins' gaps weighted by their size. A calibrated layer that says 0.8 is right about 8 times in 10.
 */
public record Reliability(List<Bin> bins, int predictions, double accuracy, double expectedCalibrationError) {

    public record Bin(double from, double to, int predictions, double meanConfidence, double accuracy) {
    }

    /** One prediction: the confidence it was made with and whether it was right. */
    public record Outcome(double confidence, boolean correct) {
    }

    public static Reliability of(List<Outcome> outcomes) {
        int binCount = 10;
        int[] counts = new int[binCount];
        double[] confidence = new double[binCount];
        int[] correct = new int[binCount];
        for (Outcome o : outcomes) {
            int bin = Math.min(binCount - 1, (int) Math.floor(o.confidence() * binCount));
            counts[bin]++;
            confidence[bin] += o.confidence();
            correct[bin] += o.correct() ? 1 : 0;
        }
        List<Bin> bins = new ArrayList<>();
        double ece = 0;
        int right = 0;
        for (int b = 0; b < binCount; b++) {
            right += correct[b];
            if (counts[b] == 0) {
                continue;
            }
            double mean = confidence[b] / counts[b];
            double accuracy = correct[b] / (double) counts[b];
            bins.add(new Bin(b / (double) binCount, (b + 1) / (double) binCount, counts[b], mean, accuracy));
            ece += counts[b] * Math.abs(accuracy - mean);
        }
        int n = outcomes.size();
        return new Reliability(List.copyOf(bins), n, n == 0 ? 0 : right / (double) n, n == 0 ? 0 : ece / n);
    }

    /** The diagram as text: one row per bin, a bar for the share right and a mark at the mean confidence. */
    public String diagram() {
        var text = new StringBuilder("confidence   n      right   mean conf  |0%        50%      100%|\n");
        for (Bin bin : bins) {
            char[] bar = " ".repeat(21).toCharArray();
            int right = (int) Math.round(bin.accuracy() * 20);
            for (int i = 0; i < right; i++) {
                bar[i] = '#';
            }
            bar[(int) Math.round(bin.meanConfidence() * 20)] = '|';
            text.append("%.1f-%.1f  %5d   %5.1f %%   %5.1f %%    %s%n".formatted(bin.from(), bin.to(), bin.predictions(),
                100 * bin.accuracy(), 100 * bin.meanConfidence(), new String(bar)));
        }
        return text.append("expected calibration error %.3f over %d predictions (%.1f %% right)".formatted(
            expectedCalibrationError, predictions, 100 * accuracy)).toString();
    }
}

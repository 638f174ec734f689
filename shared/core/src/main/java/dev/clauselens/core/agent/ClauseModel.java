package dev.clauselens.core.agent;

import com.fasterxml.jackson.databind.ObjectMapper;
import de.bwaldvogel.liblinear.Feature;
import de.bwaldvogel.liblinear.FeatureNode;
import de.bwaldvogel.liblinear.Linear;
import de.bwaldvogel.liblinear.Model;
import de.bwaldvogel.liblinear.Parameter;
import de.bwaldvogel.liblinear.Problem;
import de.bwaldvogel.liblinear.SolverType;
import dev.clauselens.core.corpus.Embedding;
import dev.clauselens.core.taxonomy.ClauseCategory;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The Classifier's learned layer: L2-regularised logistic regression (liblinear, one model per category
 * against the rest) over a clause's embedding and its hashed words and word pairs. It is trained by
 * {@code clauselens train classifier} from labelled clauses, and its scores are turned into probabilities by a
 * softmax whose temperature is fitted on a held-out fold, so that a confidence of 0.8 is right about 8 times
 * in 10 ({@link Reliability}). It reads only vectors of the embedding model it was trained with.
 */
public final class ClauseModel {
    static final String WEIGHTS = "clause-model.txt.gz";
    public static final String CARD = "clause-model.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern WORD = Pattern.compile("\\p{L}{2,}");
    private static final double CALIBRATION_SHARE = 0.2;
    private static final Pattern DIGITS = Pattern.compile("-?\\d+\\.\\d{7,}(?:[eE][-+]?\\d+)?");

    /** One labelled clause; {@code group} (its source document) keeps a document's clauses on one side of the calibration split. */
    public record Example(String text, Embedding embedding, ClauseCategory category, String group) {
    }

    public record Scored(ClauseCategory category, double probability) {
    }

    /**
     * What the model was trained on and how well it is calibrated on its held-out fold.
     *
     * @param labels the category ids in the order of liblinear's labels 0..n-1
     */
    public record Card(String embeddingModel, int dimensions, int buckets, double regularisation, double temperature,
                       List<String> labels, Map<String, Integer> sources, int examples, int calibrationExamples,
                       double calibrationAccuracy, double calibrationErrorBefore, double calibrationErrorAfter) {
    }

    private final Model model;
    private final Card card;
    private final ClauseCategory[] categories;

    private ClauseModel(Model model, Card card) {
        this.model = model;
        this.card = card;
        this.categories = card.labels().stream().map(id -> ClauseCategory.fromId(id)
            .orElseThrow(() -> new IllegalStateException("the clause model knows no category '" + id + "'"))).toArray(ClauseCategory[]::new);
    }

    public Card card() {
        return card;
    }

    /**
     * Trains on all examples with the temperature fitted on a held-out fold (a fifth of the source documents,
     * chosen by a hash of their names so that the split is the same on every run).
     */
    public static ClauseModel train(List<Example> examples, double regularisation, int buckets, Map<String, Integer> sources) {
        List<String> labels = new ArrayList<>(new TreeSet<>(examples.stream().map(e -> e.category().id()).toList()));
        if (labels.size() < 3) {
            throw new IllegalArgumentException("the clause model needs examples of at least three categories, not " + labels.size());
        }
        String embeddingModel = examples.getFirst().embedding().model();
        int dimensions = examples.getFirst().embedding().dimensions();
        Card draft = new Card(embeddingModel, dimensions, buckets, regularisation, 1, labels, sources, examples.size(), 0, 0, 0, 0);
        List<Example> fit = new ArrayList<>();
        List<Example> held = new ArrayList<>();
        for (Example e : examples) {
            (Math.floorMod(e.group().hashCode(), 1000) < CALIBRATION_SHARE * 1000 ? held : fit).add(e);
        }
        ClauseModel provisional = new ClauseModel(fitModel(fit, draft), draft);
        double[][] scores = held.stream().map(e -> provisional.scores(e.text(), e.embedding())).toArray(double[][]::new);
        int[] truth = held.stream().mapToInt(e -> labels.indexOf(e.category().id())).toArray();
        double temperature = held.isEmpty() ? 1 : fitTemperature(scores, truth);
        Reliability before = reliability(scores, truth, 1);
        Reliability after = reliability(scores, truth, temperature);
        Card card = new Card(embeddingModel, dimensions, buckets, regularisation, temperature, labels, sources, examples.size(),
            held.size(), Votes.round(after.accuracy()), Votes.round(before.expectedCalibrationError()),
            Votes.round(after.expectedCalibrationError()));
        return new ClauseModel(fitModel(examples, card), card);
    }

    private static Model fitModel(List<Example> examples, Card card) {
        var problem = new Problem();
        problem.l = examples.size();
        problem.n = card.dimensions() + card.buckets() + 1;
        problem.bias = 1;
        problem.x = new Feature[examples.size()][];
        problem.y = new double[examples.size()];
        for (int i = 0; i < examples.size(); i++) {
            Example e = examples.get(i);
            problem.x[i] = features(e.text(), e.embedding().vector(), card.buckets(), problem.n);
            problem.y[i] = card.labels().indexOf(e.category().id());
        }
        Linear.disableDebugOutput();
        return Linear.train(problem, new Parameter(SolverType.L2R_LR, card.regularisation(), 0.01));
    }

    /**
     * The features of a clause: its embedding (dimensions 1..d), then each word and each pair of adjacent words,
     * hashed into {@code buckets} slots and scaled to unit length, then liblinear's bias feature.
     */
    static Feature[] features(String text, float[] vector, int buckets, int biasIndex) {
        TreeMap<Integer, Double> lexical = new TreeMap<>();
        Matcher words = WORD.matcher(text.toLowerCase(Locale.ROOT));
        String previous = null;
        while (words.find()) {
            String word = words.group();
            lexical.put(Math.floorMod(word.hashCode(), buckets), 1.0);
            if (previous != null) {
                lexical.put(Math.floorMod((previous + ' ' + word).hashCode(), buckets), 1.0);
            }
            previous = word;
        }
        double norm = Math.sqrt(lexical.size());
        Feature[] features = new Feature[vector.length + lexical.size() + 1];
        int i = 0;
        for (; i < vector.length; i++) {
            features[i] = new FeatureNode(i + 1, vector[i]);
        }
        for (var slot : lexical.entrySet()) {
            features[i++] = new FeatureNode(vector.length + 1 + slot.getKey(), slot.getValue() / norm);
        }
        features[i] = new FeatureNode(biasIndex, 1);
        return features;
    }

    /** Raw scores per label, in the card's label order. */
    private double[] scores(String text, Embedding embedding) {
        double[] byModelOrder = new double[model.getNrClass()];
        Linear.predictValues(model, features(text, embedding.vector(), card.buckets(), model.getNrFeature() + 1), byModelOrder);
        int[] modelLabels = model.getLabels();
        double[] scores = new double[card.labels().size()];
        Arrays.fill(scores, Double.NEGATIVE_INFINITY);
        for (int k = 0; k < modelLabels.length; k++) {
            scores[modelLabels[k]] = byModelOrder[k];
        }
        return scores;
    }

    private static double[] softmax(double[] scores, double temperature) {
        double max = Arrays.stream(scores).max().orElse(0);
        double[] p = new double[scores.length];
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            p[i] = Math.exp((scores[i] - max) / temperature);
            sum += p[i];
        }
        for (int i = 0; i < p.length; i++) {
            p[i] /= sum;
        }
        return p;
    }

    /** The temperature with the lowest negative log-likelihood of the held-out labels, searched on a log grid. */
    static double fitTemperature(double[][] scores, int[] truth) {
        double best = 1;
        double bestLoss = Double.POSITIVE_INFINITY;
        for (double t = 0.02; t <= 5; t *= 1.05) {
            double loss = 0;
            for (int i = 0; i < scores.length; i++) {
                loss -= Math.log(Math.max(1e-12, softmax(scores[i], t)[truth[i]]));
            }
            if (loss < bestLoss) {
                bestLoss = loss;
                best = t;
            }
        }
        return Math.round(best * 1000) / 1000.0;
    }

    private static Reliability reliability(double[][] scores, int[] truth, double temperature) {
        List<Reliability.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            double[] p = softmax(scores[i], temperature);
            int top = 0;
            for (int k = 1; k < p.length; k++) {
                top = p[k] > p[top] ? k : top;
            }
            outcomes.add(new Reliability.Outcome(p[top], top == truth[i]));
        }
        return Reliability.of(outcomes);
    }

    /** Whether vectors of this embedding model and size can be read. */
    public boolean reads(Embedding embedding) {
        return embedding.model().equals(card.embeddingModel()) && embedding.dimensions() == card.dimensions();
    }

    /** Every category the model knows, most probable first, with calibrated probabilities summing to 1. */
    public List<Scored> rank(String text, Embedding embedding) {
        if (!reads(embedding)) {
            throw new IllegalArgumentException("the clause model reads " + card.embeddingModel() + " vectors, not " + embedding.model());
        }
        double[] p = softmax(scores(text, embedding), card.temperature());
        List<Scored> ranked = new ArrayList<>();
        for (int k = 0; k < p.length; k++) {
            ranked.add(new Scored(categories[k], p[k]));
        }
        ranked.sort(Comparator.comparingDouble(Scored::probability).reversed());
        return ranked;
    }

    /** Writes the weights (liblinear's text format, gzipped) and the card into a folder. */
    public void save(Path folder) {
        try {
            Files.createDirectories(folder);
            var text = new StringWriter();
            Linear.saveModel(text, model);
            // liblinear writes 17 significant digits; 6 change no probability by more than about 1e-5 and halve the file
            String compact = DIGITS.matcher(text.toString())
                .replaceAll(m -> new BigDecimal(m.group()).round(new MathContext(6)).stripTrailingZeros().toString());
            try (Writer out = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(folder.resolve(WEIGHTS))),
                StandardCharsets.US_ASCII)) {
                out.write(compact);
            }
            JSON.writerWithDefaultPrettyPrinter().writeValue(folder.resolve(CARD).toFile(), card);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the clause model to " + folder, e);
        }
    }

    /** The model shipped in this jar (read once per process), or empty when the build has none. */
    public static Optional<ClauseModel> builtIn() {
        return BuiltIn.MODEL;
    }

    private static final class BuiltIn {
        static final Optional<ClauseModel> MODEL = read();
    }

    private static Optional<ClauseModel> read() {
        try (InputStream weights = ClauseModel.class.getResourceAsStream(WEIGHTS);
             InputStream card = ClauseModel.class.getResourceAsStream(CARD)) {
            return weights == null || card == null ? Optional.empty() : Optional.of(read(weights, card));
        } catch (IOException e) {
            throw new UncheckedIOException("the built-in clause model is unreadable", e);
        }
    }

    /** A model written by {@link #save}. */
    public static ClauseModel load(Path folder) {
        try (InputStream weights = Files.newInputStream(folder.resolve(WEIGHTS));
             InputStream card = Files.newInputStream(folder.resolve(CARD))) {
            return read(weights, card);
        } catch (IOException e) {
            throw new UncheckedIOException("no readable clause model in " + folder, e);
        }
    }

    private static ClauseModel read(InputStream weights, InputStream card) throws IOException {
        try (Reader reader = new InputStreamReader(new GZIPInputStream(weights), StandardCharsets.US_ASCII)) {
            return new ClauseModel(Linear.loadModel(reader), JSON.readValue(card, Card.class));
        }
    }
}

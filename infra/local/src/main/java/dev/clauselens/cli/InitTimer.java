package dev.clauselens.cli;

/**
 * Runs alone in a fresh JVM with one function's jar (JDK classes only, so it can sit beside any jar):
 * loads the handler class and calls the no-argument constructor the Lambda runtime calls, then prints
 * the milliseconds that took and the JVM's uptime, as {@code initMs uptimeMs}. A failing constructor
 * prints its exception and exits 1.
 */
public final class InitTimer {
    private InitTimer() {
    }

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        try {
            Class.forName(args[0]).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            System.out.println("failed " + cause);
            System.exit(1);
        }
        long initNanos = System.nanoTime() - start;
        System.out.println(initNanos / 1_000_000 + " "
            + java.lang.management.ManagementFactory.getRuntimeMXBean().getUptime());
    }
}

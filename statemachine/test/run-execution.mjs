// Runs one execution of a state machine definition under aws-local-stepfunctions.
// Reads {definition, substitutions, input} as JSON on stdin; prints one JSON line on stdout:
// {status: "SUCCEEDED", output, events} or {status: "FAILED", error, cause, events}.
// Task states invoke Lambda through the JS SDK, which honours AWS_ENDPOINT_URL_LAMBDA.
// Retry waits are set to zero; everything else (Retry, Catch, Map, paths) runs as written.
import { readFileSync } from 'node:fs';

if (!Promise.withResolvers) {
  // Node 20 lacks it; the interpreter needs it (Node >= 22 has it).
  Promise.withResolvers = () => {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  };
}

const { StateMachine } = await import('aws-local-stepfunctions');

const job = JSON.parse(readFileSync(0, 'utf8'));
let text = readFileSync(job.definition, 'utf8');
for (const [name, value] of Object.entries(job.substitutions)) {
  text = text.replaceAll('${' + name + '}', value);
}
const definition = JSON.parse(text);

const stateNames = [];
const collect = (states) => {
  for (const [name, state] of Object.entries(states)) {
    stateNames.push(name);
    const inner = state.ItemProcessor ?? state.Iterator;
    if (inner) collect(inner.States);
  }
};
collect(definition.States);

const machine = new StateMachine(definition, {
  awsConfig: {
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeys: { accessKeyId: 'local', secretAccessKey: 'local' } },
  },
});
const execution = machine.run(job.input, {
  overrides: { retryIntervalOverrides: Object.fromEntries(stateNames.map((name) => [name, 0])) },
});
const events = [];
const logging = (async () => {
  for await (const event of execution.eventLogs) {
    events.push({ type: event.type, state: event.state?.name ?? null, error: event.Error ?? event.error ?? null });
  }
})();
let outcome;
try {
  outcome = { status: 'SUCCEEDED', output: await execution.result };
} catch (error) {
  outcome = { status: 'FAILED', error: error.name, cause: error.message };
}
await logging.catch(() => {});
if (outcome.status === 'FAILED') {
  // the execution's error as Step Functions reports it: the failing state's error name
  outcome.error = events.findLast((e) => e.type === 'ExecutionFailed')?.error ?? outcome.error;
}
outcome.events = events;
process.stdout.write(JSON.stringify(outcome) + '\n');

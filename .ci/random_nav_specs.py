#!/usr/bin/env python3
"""Random navigation trees for featuregen: seeded, reproducible, valid by construction.

Each package (one "app") holds an opener that pushes one child screen, sometimes two (each may be
presented instead: a sheet, a full-screen cover or a popover, stated as `destination`): the child's
`input` (a model of the opener, `Int`, `String`, an optional; one or two fields), how the opener opens
it (`open: { d: payload }`, labelled inputs, from an action or from the success result of an effect),
`close:` messages, `dismiss: true` messages, and examples with `path` in `expect` and `given` (pushes,
deep links, `close`, `d.dismiss`) and `dismisses:` on the child all vary with the seed.

App number k of a run with base seed S uses seed S+k alone, so a failing app is reproduced by
`.ci/random-specs --navigation --count 1 --seed S+k --style NAME`.

Usage: random_nav_specs.py OUT_DIR --seed S --count N [--style NAME]
Writes OUT_DIR/pkgI/Specs/<Name>.feature.{yml,json}, OUT_DIR/pkgI/Package.swift and
OUT_DIR/pkgI/manifest.txt (`seed file` per feature), as .ci/random_specs.py does.
`random_nav_specs.py explain PKG_DIR LOG [STYLE]` prints the seed and the text of the package's specs.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from random_specs import KEYWORDS, PACKAGE, TCA_STORE_MEMBERS, escaped, spec_text  # noqa: E402

OPENERS = ["Orders", "Catalog", "Inbox", "Library", "Feed", "Shop", "Playlist", "Contacts", "Tickets"]
CHILDREN = ["Detail", "Editor", "Viewer", "Info", "Summary", "Preview", "Checkout", "Profile"]
MODELS = ["Book", "Song", "Ticket", "Parcel", "Recipe", "Venue", "Course", "Badge"]
DESTINATIONS = ["detail", "editor", "viewer", "info", "summary", "preview", "next", "more"]
# Field names: ordinary first; Swift keywords and non-ASCII names sometimes (not in svvs: its
# @Observable fields cannot be keywords; not Store's members in tca).
ORDINARY_FIELDS = ["item", "id", "title", "amount", "name", "selection", "value", "query", "page", "code"]
AWKWARD_FIELDS = ["default", "class", "for", "in", "café", "größe", "_hidden", "x1", "where", "repeat"]
ORDINARY_ACTIONS = ["tapped", "rowTapped", "showTapped", "openTapped", "selected", "chosen", "picked"]
AWKWARD_ACTIONS = ["default", "for", "in", "repeat", "switch", "café"]


class Pool:
    """Distinct names: ordinary ones mostly, awkward ones sometimes."""

    def __init__(self, rng, ordinary, awkward=(), awkward_rate=0.0, taken=()):
        self.rng, self.ordinary, self.awkward = rng, list(ordinary), list(awkward)
        self.rate, self.taken = awkward_rate, set(taken)

    def take(self, base):
        pool = self.awkward if self.awkward and self.rng.random() < self.rate else self.ordinary
        free = [n for n in pool if n not in self.taken]
        name = self.rng.choice(free) if free else None
        k = 1
        while name is None or name in self.taken:
            name, k = f"{base}{k}", k + 1
        self.taken.add(name)
        return name


class App:
    def __init__(self, seed, style):
        self.seed, self.style = seed, style
        self.rng = random.Random(seed)
        r = self.rng
        # Type names carry the seed: several apps share one package (one build for all of them).
        self.opener_name = r.choice(OPENERS) + str(seed)
        self.model = r.choice(MODELS) + str(seed)
        self.children = [name + str(seed) for name in r.sample(CHILDREN, 2 if r.random() < 0.3 else 1)]
        self.dests = r.sample(DESTINATIONS, len(self.children))
        self.kinds = [r.choice(["sheet", "fullScreenCover", "popover"]) if r.random() < 0.45 else "push"
                      for _ in self.children]

    # --- types and literal values --------------------------------------------------------------

    def model_value(self, k):
        return f'{self.model}(id: {k}, title: "t{k}")'

    def types(self):
        m = self.model
        return [
            (m, lambda k: self.model_value(k), self.model_value(0)),
            ("Int", lambda k: str(k), "0"),
            ("String", lambda k: f'"s{k}"', '""'),
            ("Int?", lambda k: "nil" if k % 3 == 0 else str(k), None),
            ("String?", lambda k: f'"o{k}"', None),
            (f"{m}?", lambda k: self.model_value(k), None),
        ]

    def field_names(self, taken=()):
        awkward = [n for n in AWKWARD_FIELDS if self.style not in ("svvs", "tca") or n not in KEYWORDS]
        ordinary = [n for n in ORDINARY_FIELDS if not (self.style == "tca" and n in TCA_STORE_MEMBERS)]
        return Pool(self.rng, ordinary, awkward, 0.3, taken=set(taken) | {"path", "dismiss", "destination"})

    # --- the child ------------------------------------------------------------------------------

    def make_child(self, name):
        r = self.rng
        names = self.field_names()
        count = r.choices([0, 1, 2], weights=[1, 6, 4])[0]
        inputs = []
        for _ in range(count):
            t, value, default = r.choice(self.types())
            inputs.append((names.take("input"), t, value))
        state = {n: t for n, t, _ in inputs}
        spec = {"feature": name}
        if inputs:
            spec["input"] = [n for n, _, _ in inputs] if len(inputs) > 1 or r.random() < 0.5 else inputs[0][0]
        counter = None
        if r.random() < 0.7:
            counter = names.take("count")
            state[counter] = "Int = 0"
        if r.random() < 0.4:
            state[names.take("note")] = 'String = ""'
        if r.random() < 0.3 and inputs:  # an input that has a default as well
            n, t, value = inputs[-1]
            if not t.endswith("?"):
                default = dict((tt, d) for tt, _, d in self.types())[t]
                state[n] = {"type": t, "default": default} if r.random() < 0.5 else f"{t} = {default}"
        spec["state"] = state
        actions, examples = {}, []
        messages = Pool(r, ["closeTapped", "doneTapped", "cancelTapped", "bump", "reset"], AWKWARD_ACTIONS,
                        0.2 if self.style != "svvs" else 0.0, taken=set(state) | {"path", "dismiss"})
        bump = reset = None
        if counter:
            bump = messages.take("bump")
            actions[bump] = {"set": {counter: f"state.{escaped(counter)} + 1"}}
            twice = r.random() < 0.5
            examples.append({"name": "bumping counts", "send": [bump, bump] if twice else bump,
                             "expect": {counter: "2" if twice else "1"}})
            if r.random() < 0.6:
                reset = messages.take("reset")
                actions[reset] = {"set": {counter: "0"}}
        dismissing = r.random() < 0.6
        if dismissing:
            close = messages.take("close")
            message = {"dismiss": True}
            if counter and r.random() < 0.3:
                message = {"set": {counter: f"state.{escaped(counter)} + 1"}, "dismiss": True}
            actions[close] = message
            if r.random() < 0.8:
                example = {"name": "closing asks the opener to close it", "send": close, "dismisses": True}
                if bump and r.random() < 0.4:
                    example["send"] = [bump, close]
                examples.append(example)
            if reset and r.random() < 0.7:
                examples.append({"name": "resetting keeps it open", "send": reset, "dismisses": False})
            elif not reset and r.random() < 0.3:
                stay = messages.take("stay")
                actions[stay] = {"set": {}}
                examples.append({"name": "staying keeps it open", "send": stay, "dismisses": False})
        if inputs and examples and r.random() < 0.5:  # an example that states the inputs it was opened with
            for example in examples:
                if "dismisses" not in example or example["dismisses"] is False:
                    example["given"] = {n: value(5) for n, _, value in inputs}
                    break
        if actions:
            spec["actions"] = actions
        if examples and r.random() < 0.85:
            spec["examples"] = examples
        return spec, inputs

    # --- the opener -----------------------------------------------------------------------------

    def build(self):
        r = self.rng
        children = [self.make_child(name) for name in self.children]
        opener = {"feature": self.opener_name}
        if r.random() < 0.3:
            opener["doc"] = "Opens its screens."
        state, actions, results, effects = {}, {}, {}, {}
        fields = self.field_names(taken={n for c, _ in children for n in c["state"]})
        members = Pool(r, ORDINARY_ACTIONS, AWKWARD_ACTIONS, 0.15 if self.style != "svvs" else 0.0)
        members.taken = fields.taken  # fields, messages and effects share one namespace
        defaults = {}  # field -> value in the default state
        ways = []  # per destination: how an example pushes it
        uses_model = any(t.startswith(self.model) for _, inputs in children for _, t, _ in inputs)
        models = {self.model: {"id": "Int", "title": "String"}}
        if r.random() < 0.3:
            models = {self.model: {"fields": {"id": "Int", "title": "String"}, "conforms": ["Hashable"]}}
        error_field = None
        for (child, inputs), dest, kind in zip(children, self.dests, self.kinds):
            how = r.choice(["action", "action", "result"])
            way = {"dest": dest, "inputs": inputs, "kind": kind}
            # Which inputs come from the message, which from the opener's state.
            from_state = []
            if len(inputs) == 2 and (how == "result" or r.random() < 0.5):
                from_state = [inputs[1]]
            elif len(inputs) == 1 and how == "action" and r.random() < 0.15:
                from_state = [inputs[0]]
            sent = [i for i in inputs if i not in from_state]
            state_of = {}
            for n, t, value in from_state:
                field = fields.take("current")
                default = dict((tt, d) for tt, _, d in self.types())[t]
                state[field] = t if default is None else f"{t} = {default}"
                defaults[field] = default if default is not None else "nil"
                state_of[n] = field
            way["state_of"] = state_of
            message = {}
            if how == "action":
                name = members.take("tapped")
                if len(sent) == 1:
                    message["payload"] = sent[0][1]
                    bound = {sent[0][0]: "payload"}
                elif len(sent) == 2:
                    message["payload"] = {n: t for n, t, _ in sent}
                    bound = {n: escaped(n) for n, _, _ in sent}
                else:
                    bound = {}
                way["send"] = name
                way["labelled"] = len(sent) == 2
                target = actions
            else:
                # An action starts `fetch…() async throws -> T`; its success result opens.
                load = members.take("load")
                effect = f"fetch{dest[0].upper()}{dest[1:]}"
                result, failed = f"{dest}Loaded", f"{dest}Failed"
                fields.taken |= {effect, result, failed}
                if len(sent) == 0:
                    call, success_payload = f"{effect}() async throws", None
                elif len(sent) == 1:
                    call, success_payload = f"{effect}() async throws -> {sent[0][1]}", sent[0][1]
                else:
                    # Two values: the call returns one, the other comes from the opener's state.
                    raise AssertionError("two sent inputs in result mode are made one from state")
                with_id = r.random() < 0.4
                if with_id:
                    call = call.replace("()", "(loadID: Int)")  # a name no field of the opener takes
                    actions[load] = {"payload": "Int", "effect": effect}
                else:
                    actions[load] = {"effect": effect}
                if error_field is None:
                    error_field = fields.take("errorMessage")
                    state[error_field] = "String?"
                    defaults[error_field] = "nil"
                effects[effect] = {"call": call, "success": result, "failure": failed}
                results[failed] = {"payload": "String", "set": {error_field: "payload"}}
                message = {"payload": success_payload} if success_payload else {}
                bound = {sent[0][0]: "payload"} if sent else {}
                way.update(send=load, effect=effect, with_id=with_id, error=error_field)
                name = result
                target = results
            # A counter the opening message sets first, sometimes read back in `open`.
            if r.random() < 0.3:
                counter = fields.take("opened")
                state[counter] = "Int = 0"
                defaults[counter] = "0"
                message["set"] = {counter: f"state.{escaped(counter)} + 1"}
                way["counter"] = counter
            if inputs:
                values = {n: bound.get(n, f"state.{escaped(state_of[n])}" if n in state_of else None)
                          for n, _, _ in inputs}
                if len(inputs) == 1 and r.random() < 0.8:
                    message["open"] = {dest: values[inputs[0][0]]}
                else:
                    message["open"] = {dest: values}
            else:
                message["open"] = dest
            target[name] = message
            ways.append(way)
        navigation = {d: {kind: c} for d, c, kind in zip(self.dests, self.children, self.kinds)}
        close = None
        if r.random() < 0.5:
            close = members.take("backToTop")
            closed = self.dests if len(self.dests) == 1 or r.random() < 0.5 else [r.choice(self.dests)]
            actions[close] = {"close": closed[0] if len(closed) == 1 and r.random() < 0.6 else list(closed)}
            closed_set = set(closed)
        if r.random() < 0.4:  # an unrelated message, for deep links that stay
            other = fields.take("taps")
            state[other] = "Int = 0"
            defaults[other] = "0"
            refresh = members.take("refresh")
            actions[refresh] = {"set": {other: f"state.{escaped(other)} + 1"}}
        else:
            refresh = None
        if state:
            opener["state"] = state
        opener["actions"] = actions
        if results:
            opener["results"] = results
        if effects:
            opener["effects"] = effects
        opener["navigation"] = navigation
        if uses_model or r.random() < 0.5:
            opener["models"] = models

        # --- examples ---------------------------------------------------------------------------
        examples = []
        k = [0]

        def push(way, answer=True):
            """(send steps, respond, calls, expect additions, path entry) for pushing `way`."""
            k[0] += 1
            number = k[0] + r.randint(0, 5)
            inputs, state_of = way["inputs"], way["state_of"]
            values = {n: value(number + i) for i, (n, _, value) in enumerate(inputs)}
            given = {}
            for n, field in state_of.items():
                if r.random() < 0.5:
                    given[field] = values[n]
                else:
                    values[n] = defaults[field]
            sent = [(n, t) for n, t, _ in inputs if n not in state_of]
            respond, calls, extra = {}, [], {}
            if "effect" in way:
                step = {way["send"]: str(number)} if way["with_id"] else way["send"]
                respond[way["effect"]] = values[sent[0][0]] if sent else "ok"
                calls.append(f"{way['effect']}(loadID: {number})" if way["with_id"] else f"{way['effect']}()")
            elif not sent:
                step = way["send"]
            elif way["labelled"]:
                step = {way["send"]: {n: values[n] for n, _ in sent}}
            else:
                step = {way["send"]: values[sent[0][0]]}
            if "counter" in way:
                extra[way["counter"]] = 1
            if not inputs:
                entry = way["dest"]
            elif len(inputs) == 1 and r.random() < 0.7:
                entry = {way["dest"]: values[inputs[0][0]]}
            else:
                entry = {way["dest"]: {n: values[n] for n, _, _ in inputs}}
            return step, respond, calls, given, extra, entry

        def example(name, given, steps, respond, calls, expect):
            e = {"name": name}
            if given:
                e["given"] = given
            e["send"] = steps[0] if len(steps) == 1 and r.random() < 0.6 else steps
            if respond:
                e["respond"] = respond
            counts = {}
            for f, v in list(expect.items()):
                if isinstance(v, int) and not isinstance(v, bool):
                    counts[f] = str(v)
            expect = {f: (counts.get(f, v)) for f, v in expect.items()}
            e["expect"] = expect
            if calls and r.random() < 0.6:
                e["calls"] = calls
            examples.append(e)

        def merge(a, b):
            for f, v in b.items():
                a[f] = str(int(a.get(f, "0")) + int(v)) if isinstance(v, int) else v
            return a

        def shown(way, entry):
            """Where an example states `way`'s screen open: on the stack, or presented."""
            return {"path": [entry]} if way["kind"] == "push" else {"destination": entry}

        def gone(way):
            return {"path": []} if way["kind"] == "push" else {"destination": "nil"}

        for way in ways:
            d = way["dest"]
            # A tap (or a load) that pushes.
            step, respond, calls, given, extra, entry = push(way)
            example(f"opening {d}", given, [step], respond, calls, merge(shown(way, entry), extra))
            # A failed load pushes nothing.
            if "effect" in way and r.random() < 0.6:
                step2 = {way["send"]: "1"} if way["with_id"] else way["send"]
                # `path: []` is required although the failure result pushes nothing (see the report).
                expect = {way["error"]: '"Offline"', **gone(way)}
                example(f"a failed load of {d} opens nothing", {}, [step2],
                        {way["effect"]: {"fail": "Offline"}}, [], expect)
            # A push, then the back button.
            if r.random() < 0.6:
                step, respond, calls, given, extra, entry = push(way)
                example(f"back from {d} after opening it", given, [step, f"{d}.dismiss"], respond, calls,
                        merge(gone(way), extra))
            # A deep link, then the back button.
            if r.random() < 0.6:
                _, _, _, _, _, entry = push(way, answer=False)
                example(f"back from a linked {d}", shown(way, entry), [f"{d}.dismiss"], {}, [], gone(way))
            # A deep link, then the close message.
            if close and d in closed_set and r.random() < 0.7:
                _, _, _, _, _, entry = push(way, answer=False)
                example(f"closing a linked {d}", shown(way, entry), [close], {}, [], gone(way))
            # A deep link, then a message that leaves the stack as it is.
            if refresh and r.random() < 0.6:
                _, _, _, _, _, entry = push(way, answer=False)
                expect = {state_field: "1" for state_field in actions[refresh]["set"]}
                if r.random() < 0.4:
                    expect.update(shown(way, entry))
                example(f"a linked {d} stays on refresh", shown(way, entry), [refresh], {}, [], expect)
        if len(ways) == 2 and all(way["kind"] == "push" for way in ways) and r.random() < 0.8:
            # Both pushed, then the lower one popped (with the one above) or closed (alone).
            first, second = ways
            s1, r1, c1, g1, x1, e1 = push(first)
            s2, r2, c2, g2, x2, e2 = push(second)
            if set(r1) & set(r2) or set(g1) & set(g2):
                pass  # two pushes answered alike, or given alike: skip
            else:
                respond, calls, given = {**r1, **r2}, c1 + c2, {**g1, **g2}
                extra = merge(merge({}, x1), x2)
                example("opening both", given, [s1, s2], respond, calls, merge({"path": [e1, e2]}, extra))
                if r.random() < 0.6:
                    example("back from the lower one pops both", {"path": [e1, e2]}, [f"{first['dest']}.dismiss"],
                            {}, [], {"path": []})
                if r.random() < 0.6:
                    example("back from the upper one keeps the lower", {"path": [e1, e2]},
                            [f"{second['dest']}.dismiss"], {}, [], {"path": [e1]})
                if close and r.random() < 0.8:
                    left = [e for e, w in ((e1, first), (e2, second)) if w["dest"] not in closed_set]
                    example("closing from a deep link", {"path": [e1, e2]}, [close], {}, [], {"path": left})
        if close and r.random() < 0.3:
            nothing = {}
            for way in ways:
                nothing.update(gone(way))
            example("closing with nothing open", {}, [close], {}, [], nothing)
        r.shuffle(examples)
        if examples and r.random() < 0.9:
            opener["examples"] = examples
        return [opener] + [c for c, _ in children]


def nav_spec_text(spec, seed):
    """As a flat random spec's text, but maps never in flow style and an empty list `[]` (`path: []`)."""
    return spec_text(spec, seed, json_share=0.25, kind="navigation spec", flow_maps=False, empty_list="[]")


def explain(package, log_path, style="skill"):
    """Prints the seed and the spec text of every feature of the failing app."""
    with open(os.path.join(package, "manifest.txt"), encoding="utf-8") as file:
        features = [line.split() for line in file if line.strip()]
    for seed, file_name in features:
        print(f"--- failing app: seed {seed} (reproduce: .ci/random-specs --navigation --count 1 --seed {seed} "
              f"--style {style} --keep /tmp/nav{seed}) {file_name}")
        with open(os.path.join(package, "Specs", file_name), encoding="utf-8") as file:
            print(file.read())


def main():
    if sys.argv[1] == "explain":
        explain(sys.argv[2], sys.argv[3], *sys.argv[4:5])
        return
    out, seed, count, per, style = sys.argv[1], 0, 20, 1, "skill"
    args = sys.argv[2:]
    while args:
        flag, value, args = args[0], args[1], args[2:]
        if flag == "--seed":
            seed = int(value)
        elif flag == "--count":
            count = int(value)
        elif flag == "--per-package":
            per = int(value)  # apps per package
        elif flag == "--style":
            style = value
        # --long-names is the flat generator's.
    for start in range(0, count, per):
        package = os.path.join(out, f"pkg{start // per}")
        specs = os.path.join(package, "Specs")
        os.makedirs(specs, exist_ok=True)
        with open(os.path.join(package, "Package.swift"), "w") as file:
            file.write(PACKAGE)
        manifest = []
        for app_seed in range(seed + start, seed + min(start + per, count)):
            for spec in App(app_seed, style).build():
                extension, text = nav_spec_text(spec, app_seed * 3 + len(manifest))
                file_name = f"{spec['feature']}.feature.{extension}"
                with open(os.path.join(specs, file_name), "w", encoding="utf-8") as file:
                    file.write(text)
                manifest.append(f"{app_seed} {file_name}\n")
        with open(os.path.join(package, "manifest.txt"), "w", encoding="utf-8") as file:
            file.writelines(manifest)


if __name__ == "__main__":
    main()

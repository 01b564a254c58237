"""The specs `.ci/evolution` walks, and the edits it makes to them, step by step.

    python3 .ci/evolution.py spec SEQUENCE STEP [STARTER]  the spec after edits 1…STEP (0: as it starts)
    python3 .ci/evolution.py title SEQUENCE STEP           what edit STEP does
    python3 .ci/evolution.py steps SEQUENCE                how many edits SEQUENCE has
    python3 .ci/evolution.py kept OLD NEW                  every line of OLD is in NEW, in order (exit 1
                                                           naming the first line that is not; a `,`
                                                           at a line's end and `public ` are allowed)

Two sequences: `order`, the spec `featuregen new Order` writes (STARTER), and `checkout`, a held-out
spec written here the way a team writes one (its models, two effects, examples), walked through
other edits in another order. Each edit is (title, function of the spec's text); step N applies
edits 1…N to the spec as it starts. An edit replaces text that must be there (it fails otherwise),
so a changed starter spec is noticed rather than walked silently.
"""
import sys


def replace(text, old, new):
    assert old in text, f"not in the spec: {old!r}"
    return text.replace(old, new)


def edits(*pairs):
    """Each (old, new) replaced in turn: one edit."""
    def edit(text):
        for old, new in pairs:
            text = replace(text, old, new)
        return text
    return edit


def append(extra):
    return lambda text: text + extra


# The starter spec of `featuregen new Order`.
ORDER = [
    ("a field added", edits(("errorMessage: String?\n", 'errorMessage: String?\n  note: String = ""\n'))),
    ("an action with an effect added", edits(
        ("actions:              # user actions, sent by the view\n", """actions:              # user actions, sent by the view
  remove:
    payload: OrderItem
    set: { note: '"removing"' }
    effect: deleteItem
"""),
        ("effects:              # one service requirement each\n", """effects:              # one service requirement each
  deleteItem:
    call: "deleteItem(id: Int) async throws"
    arguments: { id: payload.id }
    failure: loadFailed
"""))),
    ("examples added", append("""  - name: removing an item asks the server to delete it
    send: { remove: 'OrderItem(id: 4, title: "Four")' }
    respond: { deleteItem: ok }
    expect: { note: '"removing"' }
    calls: [ 'deleteItem(id: 4)' ]
  - name: an empty order loads as empty
    send: load
    respond: { fetchItems: '[]' }
    expect: { items: '[]', isLoading: false }
""")),
    ("an effect's signature changed", lambda text: replace(
        text, "call: fetchItems() async throws -> [OrderItem]",
        'call: "fetchItems(page: Int) async throws -> [OrderItem]"\n    arguments: { page: 1 }',
    ).replace("'fetchItems()'", "'fetchItems(page: 1)'")),
    ("a model added", edits(
        ("models:\n", "models:\n  Receipt:\n    fields: { number: Int, total: Double }\n"),
        ('  note: String = ""\n', '  note: String = ""\n  receipt: Receipt?\n'))),
    ("a message removed (an action and its effect)", edits(
        ("""  remove:
    payload: OrderItem
    set: { note: '"removing"' }
    effect: deleteItem
""", ""),
        ("""  deleteItem:
    call: "deleteItem(id: Int) async throws"
    arguments: { id: payload.id }
    failure: loadFailed
""", ""),
        ("""  - name: removing an item asks the server to delete it
    send: { remove: 'OrderItem(id: 4, title: "Four")' }
    respond: { deleteItem: ok }
    expect: { note: '"removing"' }
    calls: [ 'deleteItem(id: 4)' ]
""", ""))),
    ("messages the developer handles added (transitions)", edits(
        ("results:", "  select:\n    payload: OrderItem\n  clear:\n    doc: forgets the list\nresults:"))),
    ("a payload added to an action", edits(("  clear:\n    doc: forgets the list\n", "  clear:\n    payload: Bool\n"))),
    ("a message renamed", edits(("  clear:\n    payload: Bool\n", "  reset:\n    payload: Bool\n"))),
    ("a message removed (its transition stays, marked)", edits(("  select:\n    payload: OrderItem\n", ""))),
    ("access made public", edits(("feature: Order\n", "feature: Order\naccess: public\n"))),
]

# The held-out spec: a checkout screen, as a team writes it.
CHECKOUT_SPEC = """\
# The checkout screen: the cart as the server prices it, a promo code, and placing the order.
feature: Checkout
state:
  lines: "[CartLine] = []"
  total: Double = 0
  promoCode: String = ""
  isPlacing: Bool = false
  confirmation: String?
  errorMessage: String?
actions:
  load:
    set: { errorMessage: nil }
    effect: fetchCart
    trigger: [appear, refresh]
  promoCodeChanged:
    payload: String
    set: { promoCode: payload }
  placeOrder:
    set: { isPlacing: true, errorMessage: nil }
    effect: submitOrder
results:
  cartLoaded:
    payload: Cart
    set: { lines: payload.lines, total: payload.total }
  orderPlaced:
    payload: String
    set: { confirmation: payload, isPlacing: false }
  failed:
    payload: String
    set: { errorMessage: payload, isPlacing: false }
effects:
  fetchCart:
    call: fetchCart() async throws -> Cart
    success: cartLoaded
    failure: failed
  submitOrder:
    call: "submitOrder(lines: [CartLine], promoCode: String) async throws -> String"
    arguments: { lines: state.lines, promoCode: state.promoCode }
    success: orderPlaced
    failure: failed
models:
  CartLine:
    fields: { id: Int, name: String, quantity: Int, price: Double }
    conforms: [Codable, Hashable]
  Cart:
    fields: { lines: "[CartLine]", total: Double }
    conforms: [Codable, Hashable]
examples:
  - name: the cart loads with its total
    send: load
    respond: { fetchCart: 'Cart(lines: [CartLine(id: 1, name: "Tea", quantity: 2, price: 3.5)], total: 7)' }
    expect: { lines: '[CartLine(id: 1, name: "Tea", quantity: 2, price: 3.5)]', total: 7 }
  - name: placing the order confirms it
    given: { promoCode: '"SPRING"' }
    send: placeOrder
    respond: { submitOrder: '"A-1042"' }
    expect: { confirmation: '"A-1042"', isPlacing: false }
    calls: [ 'submitOrder(lines: [], promoCode: "SPRING")' ]
  - name: a refused order says why
    send: placeOrder
    respond: { submitOrder: { fail: Declined } }
    expect: { errorMessage: '"Declined"', isPlacing: false }
"""

REMOVE_LINE_EXAMPLE = """\
  - name: removing a line reprices the cart
    send: { removeLine: 'CartLine(id: 1, name: "Tea", quantity: 2, price: 3.5)' }
    respond: { deleteLine: 'Cart(lines: [], total: 0)' }
    expect: { lines: '[]', total: 0 }
    calls: [ 'deleteLine(id: 1)' ]
"""

CHECKOUT = [
    ("an action with an effect added", edits(
        ("  placeOrder:\n", """  removeLine:
    payload: CartLine
    effect: deleteLine
  placeOrder:
"""),
        ("effects:\n", """effects:
  deleteLine:
    call: "deleteLine(id: Int) async throws -> Cart"
    arguments: { id: payload.id }
    success: cartLoaded
    failure: failed
"""))),
    ("a field and a message the developer handles added", edits(
        ("  isPlacing: Bool = false\n", "  isPlacing: Bool = false\n  giftWrap: Bool = false\n"),
        ("results:\n", "  giftWrapToggled:\n    doc: flips giftWrap\nresults:\n"))),
    ("an effect's signature changed", lambda text: replace(replace(
        text, '"submitOrder(lines: [CartLine], promoCode: String) async throws -> String"\n'
        "    arguments: { lines: state.lines, promoCode: state.promoCode }",
        '"submitOrder(lines: [CartLine], promoCode: String, giftWrap: Bool) async throws -> String"\n'
        "    arguments: { lines: state.lines, promoCode: state.promoCode, giftWrap: state.giftWrap }"),
        """'submitOrder(lines: [], promoCode: "SPRING")'""",
        """'submitOrder(lines: [], promoCode: "SPRING", giftWrap: false)'""")),
    ("examples added", append(REMOVE_LINE_EXAMPLE + """\
  - name: a cart that cannot load says why
    given: { errorMessage: '"Old"' }
    send: load
    respond: { fetchCart: { fail: Offline } }
    expect: { errorMessage: '"Offline"' }
""")),
    ("a model added", edits(
        ("models:\n", "models:\n  Address:\n    fields: { street: String, city: String }\n    conforms: [Codable, Hashable]\n"),
        ("  confirmation: String?\n", "  confirmation: String?\n  address: Address?\n"),
        ("  placeOrder:\n", "  addressChosen:\n    payload: Address\n    set: { address: payload }\n  placeOrder:\n"),
        ("examples:\n", """examples:
  - name: choosing an address keeps it
    send: { addressChosen: 'Address(street: "1 Main St", city: "Springfield")' }
    expect: { address: 'Address(street: "1 Main St", city: "Springfield")' }
"""))),
    ("a payload added to an action", edits(
        ("  giftWrapToggled:\n    doc: flips giftWrap\n", "  giftWrapToggled:\n    payload: Bool\n"))),
    ("a message renamed", edits(("  giftWrapToggled:\n", "  giftWrapChosen:\n"))),
    ("a message removed (an action and its effect)", edits(
        ("  removeLine:\n    payload: CartLine\n    effect: deleteLine\n", ""),
        ("""  deleteLine:
    call: "deleteLine(id: Int) async throws -> Cart"
    arguments: { id: payload.id }
    success: cartLoaded
    failure: failed
""", ""),
        (REMOVE_LINE_EXAMPLE, ""))),
    ("access made public", edits(("feature: Checkout\n", "feature: Checkout\naccess: public\n"))),
]

SEQUENCES = {"order": ORDER, "checkout": CHECKOUT}


def spec(sequence, step, starter=None):
    text = open(starter).read() if sequence == "order" else CHECKOUT_SPEC
    for _, edit in SEQUENCES[sequence][:step]:
        text = edit(text)
    return text


def kept(old, new):
    """The first line of `old` that `new` lacks, in order (insertions only keep every one), or None.
    The two insertions featuregen makes inside a line are allowed: a `,` at its end (a client's
    argument that an added one now follows) and `public ` (the feature made public)."""
    lines = iter(open(new, encoding="utf-8").read().split("\n"))
    for line in open(old, encoding="utf-8").read().split("\n"):
        if not any(candidate in (line, line + ",") or candidate.replace("public ", "", 1) == line for candidate in lines):
            return line
    return None


def main(args):
    command = args[0]
    if command == "spec":
        sys.stdout.write(spec(args[1], int(args[2]), args[3] if len(args) > 3 else None))
    elif command == "title":
        sequence, step = SEQUENCES[args[1]], int(args[2])
        print(sequence[step - 1][0] if 0 < step <= len(sequence) else "unchanged")
    elif command == "steps":
        print(len(SEQUENCES[args[1]]))
    elif command == "kept":
        line = kept(args[1], args[2])
        if line is not None:
            print(f"{args[2]}: lost the developer's line {line!r}")
            return 1
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Train the reply assistant's message classifier: what a message does (its intent) and how it
feels, learned from weakly labelled lines of license-clean English chat and everyday text.

Labelling (weak supervision, as in Snorkel): each intent has a few *labelling functions*,
narrow regular expressions that are nearly always right when they fire ("passed away" is bad
news, "would you mind" a request). A line is labelled with an intent when the functions of exactly
one specific intent fire; questions no specific function claims are labelled by their first word
(auxiliary: yes/no question; wh-word: open question); lines where nothing fires and that ask
nothing are statements. Lines where two intents' functions fire are dropped. The classifier then
learns from every word of the labelled lines, not just the cue, so it generalises past the
functions: it weighs "hospital", "funeral" or "treat" by the company they keep.

Feeling (positive / negative / neutral) is labelled the same way from emotion words, with lines
that negate a positive word ("not happy") dropped.

Model: multinomial logistic regression (L2, L-BFGS) over unigrams, bigrams, the first word and
first two words, and whether the message asks ("?") or exclaims ("!"), digits folded to <num>.
Weights are pruned and rounded, and written as JSON that `IntentModel` (TeclaAssist) reads; the
tokenizer here and `IntentModel.features(of:)` must stay the same.

Sources (all in ../shared/data/corpora/en): Tatoeba (CC BY 2.0 FR), Self-dialogue (BSD 3-Clause),
Synthetic-Persona-Chat (CC BY 4.0), Topical-Chat (CDLA-Sharing-1.0), Schema-Guided Dialogue train
(CC BY-SA 4.0, so the model is CC BY-SA 4.0 too). Never chat-dev (measurement only) and never the
held-out reply chats.

Usage: python3 Scripts/assets/reply_intents.py [--data ../shared/data/corpora/en]
           [--out Sources/TeclaAssist/Resources/IntentModel.json] [--report]
Needs numpy and scipy.
"""

import argparse
import collections
import json
import lzma
import random
import re
import sys
import unicodedata

import numpy as np
import scipy.optimize
import scipy.sparse

SOURCES = [
    ("tatoeba-en.txt.xz", "Tatoeba (tatoeba.org) contributors, CC BY 2.0 FR"),
    ("selfdialogue.txt.xz", "Self-dialogue corpus (Fainberg et al. 2018), BSD 3-Clause"),
    ("synthetic-persona-chat.txt.xz", "Synthetic-Persona-Chat (Google), CC BY 4.0"),
    ("topical-chat.txt.xz", "Topical-Chat (Amazon Alexa), CDLA-Sharing-1.0"),
    # Task dialogue: where offers of a time ("does 4:30 work for you?") are common.
    ("sgd-train.txt.xz", "Schema-Guided Dialogue (Google), CC BY-SA 4.0"),
]

# Labelling functions: intent -> regular expressions over the lower-cased line (apostrophes
# straightened). Each is narrow on purpose: precision matters, the classifier finds the rest.
AUX = r"(?:are|is|am|was|were|do|does|did|have|has|had|can|could|will|would|should|shall|may|might|must|you|any|anyone|ok|okay|right|u|r|wanna)"
WH = r"(?:what|where|when|who|whom|whose|which|why|how)"
ACTIVITY = r"(?:dinner|lunch|breakfast|brunch|coffee|drinks?|a drink|beers?|a beer|a movie|movies|the movies|a film|the game|a walk|a run|a bite|food|pizza|tea)"
TIME = r"(?:tonight|tomorrow|tmrw|today|later|this (?:weekend|evening|afternoon|morning)|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|after work|at \d+(?::\d\d)?(?: ?[ap]m)?|\d+ ?[ap]m)"
LF = {
    "invitation": [
        r"\b(?:we're|we are|i'm|i am) (?:going|heading) (?:to |for )?\w+(?: \w+)? (?:later|tonight|tomorrow|this weekend|after work)\b.*\?",
        r"\b(?:you in|are you in|u in|you coming|interested|any interest)\s*\?",
        r"\b(?:do you )?(?:want|wanna|would you like|fancy|care) to (?:come|go|join|grab|get|see|catch|meet|hang|have|eat|watch|play|do something)\b",
        r"\b(?:let's|lets|shall we) (?:go|grab|get|meet|have|catch|hang|do|eat|watch|play)\b",
        r"\bhow about (?:we |going |getting |grabbing |" + ACTIVITY + r")",
        r"\b(?:are|r) (?:you|u) (?:free|around|up for|busy) (?:" + TIME + r")",
        r"\b(?:join (?:me|us)|you should come|come (?:over|along|with (?:me|us)|to (?:my|our)))\b",
        r"\bwhy don't (?:we|you) (?:come|go|join|get)\b",
        r"^(?:" + ACTIVITY + r")(?: (?:" + TIME + r"))?\s*\?+$",
        r"\b(?:i'm|we're|i am|we are) having (?:a party|people over|a barbecue|a bbq)\b",
    ],
    "scheduling": [
        r"\b(?:when|what time) (?:can|could|should|shall) we (?:meet|talk|call|do it|start)\b",
        r"\bcan we (?:move|change|push|do|make) (?:it|the|our|this)\b",
        r"\b(?:what time|what day|when) (?:works|is good|suits|would suit|is best|would be good|are you free)\b",
        r"\b(?:does|would|will|is) (?:that|this|it|\w+day|tomorrow|" + TIME + r") (?:work|suit|be ok|be okay|be good|be convenient)\b",
        r"\b(?:reschedule|postpone|push it back|move it to)\b",
        r"\bare we still on\b",
        r"\b(?:what|which) (?:time|day) (?:should|shall) we\b",
    ],
    "choice": [
        r"^[^.?!]{0,40}\b(\w+) or (?!not\b|something\b|what\b|anything\b|so\b|two\b|three\b|less\b|more\b)(\w+)\s*\?+$",
        r"\bwhich (?:one|do you prefer|would you prefer|would you rather|is better)\b",
        r"\bwould you rather\b",
        r"\bdo you prefer\b.* or ",
    ],
    "logistics": [
        r"\bwhere (?:are|r) (?:you|u)\b",
        r"\b(?:i'm|i am|we're|we are) (?:here|outside|downstairs|out front|at the (?:door|station|entrance|front|gate))\b",
        r"\bon (?:my|our) way\b",
        r"\b(?:running|be|i'll be|gonna be|going to be) (?:\d+|a few|a bit|a little|five|ten|fifteen|twenty) ?(?:min|mins|minutes)? late\b",
        r"\bwhat time (?:are you|will you|does (?:it|the)|do (?:we|you)|is the)\b",
        r"\bwhen (?:are|will) (?:you|u) (?:get|be|arrive|coming|leaving|back|getting)\b",
        r"\bhow (?:far|long) (?:away )?(?:are you|till you|until you)\b",
        r"\bwhere (?:should|do|shall) (?:we|i) (?:meet|park|go)\b",
        r"\b(?:what's|what is) your eta\b|\beta\?",
    ],
    "request": [
        r"^(?:hey |hi |so )?(?:can|could|would|will) (?:you|u) (?:please )?(?!come\b|go\b|join\b|believe\b|imagine\b|tell if\b|be\b)(?:send|give|pick|bring|help|check|call|text|email|get|lend|look|do|grab|buy|remind|let|take|make|show|tell|drive|feed|water|watch)\b",
        r"\bwould you mind\b",
        r"\b(?:can|could|may) i (?:borrow|use|have|get|ask)\b",
        r"^please \w+",
        r"\b(?:i need you to|do me a favou?r|any chance you could)\b",
        r"^(?:call|text|email|send|bring|remind) me\b",
    ],
    "howAreYou": [
        r"^(?:you|u) (?:good|ok|okay|alright|all right)\s*\?",
        r"\bhow (?:you|u) (?:doing|feeling|been)\b",
        r"\bhow (?:are|r) (?:you|u|ya)\b(?! going to| gonna)",
        r"\bhow(?:'s| is) (?:it going|everything|life|your day|your week|things|work|the family)\b",
        r"\bhow have you been\b",
        r"\bhow (?:was|did) your (?:day|weekend|trip|holiday|week)\b",
        r"\b(?:what's|whats|what is) up\b",
        r"\bhow do you do\b",
        r"\bare you (?:ok|okay|alright|all right)\b",
    ],
    "thanks": [
        r"^(?:thanks|thank you|thx|ty|tysm|cheers)\b",
        r"\bthank(?:s| you) (?:so much |a lot |again )?(?:for|so much)\b",
        r"\b(?:really |i )appreciate (?:it|that|you|your|this)\b",
        r"\bmuch appreciated\b",
        r"\bi owe you\b",
    ],
    "goodNews": [
        r"\b(?:got into|been accepted|i passed|we did it|i did it)\b",
        r"\bgot (?:the|a new|my dream) (?:job|promotion|offer|place|apartment|house|part|role|scholarship)\b",
        r"\b(?:i'm|i am|we're|we are|she's|she is) (?:engaged|pregnant|expecting)\b",
        r"\b(?:got|getting) (?:engaged|married|promoted|accepted|hired)\b",
        r"\bpassed (?:my|the|our) (?:exam|exams|test|driving|interview|bar|finals)\b",
        r"\b(?:i|we) (?:won|got in|made it)\b(?! a)",
        r"\b(?:great|good|exciting|amazing) news\b",
        r"\bit's a (?:boy|girl)\b",
        r"\b(?:we|i) (?:bought|just bought) (?:a|our first) (?:house|home|flat|apartment)\b",
    ],
    "badNews": [
        r"\b(?:broke down|broken down|won't start|got a flat|was towed)\b",
        r"\b(?:has|have) been missing\b",
        r"\b(?:didn't|did not|doesn't|does not) (?:go|look) (?:well|good)\b",
        r"\b(?:got|was|were|been|is|are) (?:cancelled|canceled|stolen|delayed|rejected)\b",
        r"\b(?:passed away|died|has died|funeral)\b",
        r"\b(?:lost|losing) (?:my|our|his|her) (?:job|mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|wife|husband|dog|cat|baby|brother|sister|friend|home|house)\b",
        r"\b(?:got|was|been|were|get) (?:fired|laid off|dumped|robbed|hurt|injured|mugged|burgled)\b",
        r"\b(?:broke up|we split up|divorce|divorced|dumped me)\b",
        r"\b(?:is|are|was|in|into|to) (?:the )?hospital\b",
        r"\b(?:i'm|i am|i've been|i feel|feeling|i was) (?:so |really |very )?(?:sick|ill|unwell|awful|terrible|depressed|sad|miserable|heartbroken|devastated)\b",
        r"\b(?:cancer|accident|car crash|miscarriage)\b",
        r"\bfailed (?:my|the|an|our) (?:exam|test|driving|class|course)\b",
        r"\b(?:bad|terrible|awful|sad) news\b",
        r"\bbroke my (?:leg|arm|wrist|ankle)\b",
    ],
    "apology": [
        r"^(?:so |i'm |i am |really |very )*(?:sorry)\b(?! to hear| for your loss| about your| you)",
        r"\bi apologi[sz]e\b|\bmy apologies\b|^apologies\b",
        r"\bforgive me\b|\bmy bad\b|\bmy fault\b",
    ],
    "greeting": [
        r"^(?:morning|evening|afternoon|mornin)[!. ]*$",
        r"^(?:hi|hey+|hello|heya|hiya|yo|howdy|hi there|hey there|good (?:morning|afternoon|evening))(?: \w+)?[!. ]*$",
        r"\blong time no (?:see|talk|speak)\b",
        r"\b(?:nice|good|pleased) to meet you\b",
    ],
    "farewell": [
        r"^(?:night|nighty night|night night|nite)\b",
        r"\b(?:good ?night|goodbye|bye|see you (?:later|soon|tomorrow|then)|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|take care|gotta go|have to go|got to go|going to bed|sleep well)\b",
    ],
    "compliment": [
        r"\b(?:made|makes) me (?:smile|laugh|so happy)\b",
        r"\byour \w+ (?:is|are|was|were|looks?) (?:so |really )?(?:the best|amazing|awesome|beautiful|great|incredible|delicious|gorgeous|stunning|perfect)\b",
        r"\byou(?:'re| are) (?:so |really |very |such )?(?:beautiful|pretty|smart|sweet|kind|amazing|awesome|funny|talented|brilliant|cute|gorgeous|the best|a genius|clever|handsome)\b",
        r"\byou look (?:great|nice|beautiful|lovely|good|amazing|gorgeous|handsome|stunning)\b",
        r"\b(?:i )?love your (?:hair|dress|shirt|style|smile|voice|work|photos|house|place|outfit|shoes)\b",
        r"\b(?:nice|great|beautiful|lovely|cool) (?:shirt|dress|hair|haircut|photo|picture|car|house|work|outfit|shoes|hat)\b",
        r"\byou did (?:a )?(?:great|good|amazing|fantastic|wonderful)\b",
        r"\b(?:well done|good job|great job|proud of you)\b",
        r"\byou (?:sing|cook|dance|write|play) (?:so |really )?well\b",
    ],
    "wishes": [
        r"\bhappy (?:birthday|anniversary|new year|holidays|christmas|easter|hanukkah|eid|valentine's|mother's day|father's day)\b",
        r"\bmerry christmas\b",
        r"\bgood luck\b|\bbest of luck\b|\bbreak a leg\b",
        r"\bcongrat(?:s|ulations)\b",
        r"\b(?:get well soon|feel better soon)\b",
        r"\bhave (?:a |fun|a good|a great|a nice|a safe|a lovely|a wonderful)(?: \w+)? (?:time|trip|day|weekend|flight|holiday|vacation|evening|night)\b",
        r"\bbest wishes\b|\benjoy your\b",
    ],
}
LF = {intent: [re.compile(p) for p in patterns] for intent, patterns in LF.items()}
YES_NO = re.compile(r"^(?:so |and |but |hey |oh |ok |well )?" + AUX + r"\b")
OPEN = re.compile(r"^(?:so |and |but |hey |oh |ok |well )?" + WH + r"\b")

FEELING = {
    "negative": re.compile(
        r"\b(?:sad|upset|angry|mad at|terrible|awful|horrible|hate|worst|depressed|cried|crying|lonely|scared|afraid|worried|stressed|exhausted|hurts?|pain|sick|ill|died|dead|passed away|funeral|lost my|failed|fired|laid off|broke up|heartbroken|devastated|miserable|disappointed|annoyed|frustrated|hospital|cancer|accident|unfortunately|bad news|sucks|broke down|broken|stuck|cancelled|canceled|miss (?:him|her|them))\b"
    ),
    "positive": re.compile(
        r"\b(?:happy|excited|great|awesome|love|loved|amazing|yay|glad|wonderful|fantastic|won|congrat(?:s|ulations)|can't wait|brilliant|thrilled|delighted|perfect|beautiful|good news|finally|celebrate|lucky|proud)\b|🎉|😀|😃|😄|😊|🥳|❤"
    ),
}
NEGATION = re.compile(r"(?:\b(?:not|never|no|hardly)|n't)\b(?:\W+\w+){0,2}\W+(?:happy|excited|great|awesome|love|glad|good|well|wonderful|fantastic|perfect|fine|okay|ok)\b")


def normalize(line):
    line = unicodedata.normalize("NFC", line).replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(line.split())


# Texting shorthand spelled out, so that "thx" and "u" weigh what "thanks" and "you" do: the
# corpora are mostly written out in full. Shipped in the model (`shorthand`) for the Swift side.
SHORTHAND = {
    "thx": "thanks", "thnx": "thanks", "tx": "thanks", "ty": "thank you", "tysm": "thank you so much",
    "u": "you", "ya": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please",
    "tmrw": "tomorrow", "tmr": "tomorrow", "2moro": "tomorrow", "tonite": "tonight", "2nite": "tonight",
    "gonna": "going to", "wanna": "want to", "gotta": "got to", "im": "i'm", "dont": "don't",
    "cant": "can't", "wont": "won't", "didnt": "didn't", "ppl": "people", "bday": "birthday",
    "sry": "sorry", "srry": "sorry", "soz": "sorry", "gn": "good night", "gm": "good morning",
    "idk": "i don't know", "btw": "by the way", "omw": "on my way", "ttyl": "talk to you later",
    "cya": "see you", "b4": "before", "k": "ok", "kk": "ok", "okk": "ok", "pic": "picture",
    "pics": "pictures", "hbd": "happy birthday", "xmas": "christmas", "mins": "minutes", "min": "minutes",
}


def tokens(text):
    """Lower-case words, apostrophes kept inside words, shorthand spelled out, tokens with a
    digit folded to <num>. Mirrors IntentModel.tokens(_:) in Swift."""
    out, current = [], []
    for ch in text.lower():
        if ch.isalpha() or ch.isdigit():
            current.append(ch)
        elif ch == "'" and current:
            current.append(ch)
        elif current:
            out.append("".join(current).rstrip("'"))
            current = []
    if current:
        out.append("".join(current).rstrip("'"))
    spelled = []
    for t in out:
        if any(c.isdigit() for c in t) and t not in SHORTHAND:
            spelled.append("<num>")
        elif t:
            spelled += SHORTHAND.get(t, t).split()
    return spelled


TIME_WORDS = {
    "tonight", "tomorrow", "tmrw", "today", "weekend", "later", "morning", "afternoon", "evening", "noon",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "week", "<num>",
}
# Things people propose doing together.
ACTIVITY_WORDS = {
    "dinner", "lunch", "breakfast", "brunch", "coffee", "drinks", "drink", "beer", "beers", "movie", "movies", "film",
    "cinema", "concert", "show", "game", "party", "picnic", "hike", "walk", "run", "gym", "swim", "bowling", "karaoke",
    "pizza", "sushi", "tea", "bbq", "barbecue", "shopping", "trip", "match",
}


def features(text):
    """Mirrors IntentModel.features(of:) in Swift."""
    t = tokens(text)
    f = set(t)
    # When something happens matters more than which day: "<time>" stands for any of them.
    if any(w in TIME_WORDS for w in t):
        f.add("<time>")
    if any(w in ACTIVITY_WORDS for w in t):
        f.add("<activity>")
    if t and t[0] in ACTIVITY_WORDS:
        f.add("^<activity>")
    f.update(a + " " + b for a, b in zip(t, t[1:]))
    if t:
        f.add("^" + t[0])
    if len(t) > 1:
        f.add("^" + t[0] + " " + t[1])
    if "?" in text:
        f.add("<?>")
    if text.rstrip().endswith("?"):
        f.add("<?$>")
    if "!" in text:
        f.add("<!>")
    f.add("<len%d>" % min(len(t), 12) if len(t) < 4 else ("<len4-8>" if len(t) <= 8 else "<len9+>"))
    return f


def label_intent(line):
    low = line.lower()
    fired = {intent for intent, patterns in LF.items() if any(p.search(low) for p in patterns)}
    if len(fired) == 1:
        return fired.pop()
    if len(fired) > 1:
        return None
    if "?" in low:
        # The last question decides: the first words of the last sentence that ends in "?".
        question = re.split(r"[.!?]\s+", low[: low.rindex("?")])[-1].strip()
        if YES_NO.match(question):
            return "yesNoQuestion"
        if OPEN.match(question):
            return "openQuestion"
        return None
    return "statement"


def label_feeling(line):
    low = line.lower()
    # A negated good word ("didn't go well", "not happy") is a negative one.
    negated = bool(NEGATION.search(low))
    neg = bool(FEELING["negative"].search(low)) or negated
    pos = bool(FEELING["positive"].search(low)) and not negated
    if neg and pos:
        return None
    return "negative" if neg else "positive" if pos else "neutral"


# Chat drops what written English spells out: the frame of an invitation ("how about dinner
# tonight?" → "dinner tonight?"), the auxiliary of a question ("are you ok?" → "you ok?") and
# often the question mark. Labelled lines get such variants, with the same label.
ELLIPSIS = re.compile(r"^(?:so |hey |well )?(?:how about|what about|do you want to|do you wanna|want to|wanna|would you like to|would you like|do you fancy|fancy) (?:go(?:ing)? (?:to |for |out for )?|grab(?:bing)? |get(?:ting)? (?:some )?|have |having )?(.+\?)$", re.I)
AUX_DROP = re.compile(r"^(?:are|do|have|did|is) (you|it|that|everything|he|she|they)\b (.+)$", re.I)


def variants(line, rng):
    out = []
    m = ELLIPSIS.match(line)
    if m and len(m.group(1).split()) <= 5:
        out.append(m.group(1))
    m = AUX_DROP.match(line)
    if m and line.endswith("?"):
        out.append(m.group(1) + " " + m.group(2))
    for v in [line] + out:
        if v.endswith("?") and rng.random() < 0.25:
            out.append(v.rstrip("?").rstrip())
    return [v for v in out if v != line]


def read_lines(data):
    seen = set()
    for name, _ in SOURCES:
        with lzma.open(f"{data}/{name}", "rt", encoding="utf-8") as f:
            for line in f:
                line = normalize(line)
                words = len(line.split())
                # A phone message: a few words to a couple of sentences.
                if not line or words > 30 or line in seen:
                    continue
                seen.add(line)
                yield line


def train(examples, classes, l2, min_count, keep):
    counts = collections.Counter(f for feats, _ in examples for f in feats)
    vocabulary = sorted(f for f, c in counts.items() if c >= min_count)
    index = {f: i for i, f in enumerate(vocabulary)}
    rows, cols = [], []
    for r, (feats, _) in enumerate(examples):
        for f in feats:
            if f in index:
                rows.append(r)
                cols.append(index[f])
    X = scipy.sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(examples), len(vocabulary)))
    y = np.array([classes.index(label) for _, label in examples])
    n, d, k = X.shape[0], X.shape[1], len(classes)
    Y = np.zeros((n, k))
    Y[np.arange(n), y] = 1
    # Every class weighs the same in the loss, however many lines its functions labelled.
    per_class = np.bincount(y, minlength=k)
    weight = (n / (k * per_class))[y][:, None]

    def loss(theta):
        W = theta[: d * k].reshape(d, k)
        b = theta[d * k :]
        Z = X @ W + b
        Z -= Z.max(axis=1, keepdims=True)
        P = np.exp(Z)
        P /= P.sum(axis=1, keepdims=True)
        value = -np.sum(weight[:, 0] * np.log(P[np.arange(n), y] + 1e-12)) / n + 0.5 * l2 * np.sum(W * W)
        G = weight * (P - Y) / n
        gW = X.T @ G + l2 * W
        gb = G.sum(axis=0)
        return value, np.concatenate([gW.ravel(), gb])

    theta = np.zeros(d * k + k)
    result = scipy.optimize.minimize(loss, theta, jac=True, method="L-BFGS-B", options={"maxiter": 300})
    W = result.x[: d * k].reshape(d, k)
    b = result.x[d * k :]
    # Keep the features that matter most (largest weight for any class).
    strength = np.abs(W).max(axis=1)
    kept = np.argsort(-strength)[:keep]
    # Hundredths, as integers: a third of the text of decimals, and no rounding surprises.
    weights = {vocabulary[i]: [int(round(100 * float(w))) for w in W[i]] for i in sorted(kept) if strength[i] >= 0.02}
    return {"classes": classes, "bias": [int(round(100 * float(v))) for v in b], "scale": 0.01, "weights": weights}


def predict(model, text):
    feats = features(text)
    scores = list(model["bias"])
    for f in feats:
        for i, w in enumerate(model["weights"].get(f, ())):
            scores[i] += w
    return model["classes"][max(range(len(scores)), key=scores.__getitem__)]


def balanced(labelled, cap, rng):
    by = collections.defaultdict(list)
    for line, label in labelled:
        by[label].append(line)
    out = []
    for label, lines in sorted(by.items()):
        rng.shuffle(lines)
        out += [(line, label) for line in lines[:cap]]
    return out, {label: len(lines) for label, lines in sorted(by.items())}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default="../shared/data/corpora/en")
    parser.add_argument("--out", default="Sources/TeclaAssist/Resources/IntentModel.json")
    parser.add_argument("--cap", type=int, default=3000, help="examples per class at most")
    parser.add_argument("--keep", type=int, default=6000, help="features kept per model (largest weights)")
    parser.add_argument("--l2", type=float, default=2e-5, help="weight decay")
    parser.add_argument("--report", action="store_true", help="print labelled counts and held-out agreement with the weak labels")
    args = parser.parse_args()
    rng = random.Random(34)
    lines = list(read_lines(args.data))
    intents = [(line, label) for line in lines if (label := label_intent(line))]
    intents += [(v, label) for line, label in intents if label != "statement" for v in variants(line, rng)]
    feelings = [(line, label) for line in lines if (label := label_feeling(line))]
    models = {}
    for name, labelled in (("intent", intents), ("feeling", feelings)):
        sample, available = balanced(labelled, args.cap if name == "intent" else args.cap * 3, rng)
        rng.shuffle(sample)
        # One in ten lines is held out to check the model agrees with labels it did not see.
        held = sample[::10]
        train_set = [x for i, x in enumerate(sample) if i % 10]
        classes = sorted({label for _, label in sample})
        model = train([(features(t), label) for t, label in train_set], classes, l2=args.l2, min_count=2, keep=args.keep)
        agree = sum(predict(model, t) == label for t, label in held) / len(held)
        model["labelled"] = available
        model["heldOutAgreement"] = round(agree, 4)
        # What this script predicts for some held-out lines: the Swift side must predict the same
        # (IntentModelTests), which checks that both read text into the same features.
        model["probes"] = [[t, predict(model, t)] for t, _ in held[:150]]
        models[name] = model
        print(f"{name}: {len(lines)} lines, labelled {sum(available.values())}, trained on {len(train_set)}, "
              f"{len(model['weights'])} features kept, agreement with held-out weak labels {100 * agree:.1f}%", file=sys.stderr)
        if args.report:
            print(json.dumps(available), file=sys.stderr)
    out = {
        "version": 1,
        "shorthand": SHORTHAND,
        "timeWords": sorted(TIME_WORDS),
        "activityWords": sorted(ACTIVITY_WORDS),
        "about": "Reply intent and feeling classifiers, trained by Scripts/assets/reply_intents.py on weakly labelled lines.",
        "sources": [credit for _, credit in SOURCES],
        "license": "CC BY-SA 4.0 (derived from Schema-Guided Dialogue); attribution to the sources named travels with it (Tatoeba CC BY 2.0 FR, Synthetic-Persona-Chat CC BY 4.0, Self-dialogue BSD 3-Clause; Topical-Chat's CDLA-Sharing-1.0 places no restriction on results of computational use).",
        "intent": models["intent"],
        "feeling": models["feeling"],
    }
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()

/// The Python program kiji runs as its highlighting helper (`python3 -I -c …`).
///
/// It first writes `{"ready": VERSION}`, or `{"error": …}` when Pygments cannot be imported. Then,
/// for each request line `{"language": …, "code": …}`, it writes one line: `{"runs": [[KIND, LENGTH], …]}`
/// where KIND is a ``CodeTokenKind`` raw value or "" and LENGTHs in Unicode scalars cover the code
/// exactly, or `{"unknown": true}` when no grammar has that name (or the grammar failed on it).
/// While no request waits, it prepares the grammars Qiita articles use most, one at a time, so
/// that a request waits for at most one of them; it exits when its input ends. Lexers run without their own
/// newline and tab processing (`get_tokens_unprocessed`), so offsets are those of the code sent.
enum PygmentsScript {
    static let source = #"""
import json, select, sys
try:
    import pygments
    from pygments import token as T
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound
except Exception as error:
    print(json.dumps({"error": "Pygments could not be loaded (%s)" % error}), flush=True)
    sys.exit(0)
KINDS = [
    (T.Keyword.Type, "type"), (T.Keyword, "keyword"), (T.Name.Builtin.Pseudo, "keyword"),
    (T.Name.Function, "function"), (T.Name.Decorator, "function"), (T.Name.Builtin, "function"),
    (T.Name.Class, "type"), (T.Name.Namespace, "type"), (T.Name.Tag, "keyword"), (T.Name.Attribute, "type"),
    (T.Comment.Preproc, "keyword"), (T.Comment, "comment"), (T.String, "string"), (T.Number, "number"),
    (T.Literal, "number"), (T.Operator.Word, "keyword"), (T.Operator, "operator"),
    (T.Generic.Inserted, "diff_add"), (T.Generic.Deleted, "diff_remove"), (T.Generic.Subheading, "diff_hunk"),
    (T.Generic.Heading, "diff_hunk"), (T.Generic.Prompt, "keyword"),
]
ALIASES = {"plaintext": "text", "shell-session": "console", "yml": "yaml", "hcl": "terraform", "vimscript": "vim"}
kinds, lexers = {}, {}
def kind(ttype):
    if ttype not in kinds:
        kinds[ttype] = next((name for parent, name in KINDS if ttype in parent), "")
    return kinds[ttype]
def lexer(language):
    if language not in lexers:
        try:
            lexers[language] = get_lexer_by_name(ALIASES.get(language, language), stripnl=False, ensurenl=False)
        except ClassNotFound:
            lexers[language] = None
    return lexers[language]
def runs(found, code):
    out, position = [], 0
    def add(name, end):
        nonlocal position
        end = min(end, len(code))
        if end <= position:
            return
        if out and out[-1][0] == name:
            out[-1][1] += end - position
        else:
            out.append([name, end - position])
        position = end
    for index, ttype, value in found.get_tokens_unprocessed(code + "\n"):
        if index > position:
            add("", index)
        if index < position:
            continue
        add(kind(ttype), index + len(value))
    add("", len(code))
    return out
WARM = ["python", "bash", "console", "javascript", "typescript", "ruby", "go", "json", "yaml", "java", "php",
        "sql", "diff", "rust", "swift", "c", "cpp", "kotlin", "html", "css", "toml", "dockerfile"]
print(json.dumps({"ready": pygments.__version__}), flush=True)
stdin = sys.stdin.buffer
while True:
    if WARM and not select.select([stdin], [], [], 0)[0]:
        found = lexer(WARM.pop(0))
        if found is not None:
            runs(found, "x = 1")
        continue
    line = stdin.readline()
    if not line:
        break
    request = json.loads(line.decode("utf-8"))
    try:
        found = lexer(request["language"])
        reply = {"unknown": True} if found is None else {"runs": runs(found, request["code"])}
    except Exception:
        reply = {"unknown": True}
    print(json.dumps(reply), flush=True)
"""#
}

export default { classes: [], data: "" };
